import { type CSSProperties, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import {
  Button,
  Card,
  Page,
  quantityColour,
  ServiceError,
  TextField,
  errorTextKey,
  consumptionQueries,
  formatQuantity,
  instantToServiceDateTime,
  notify,
  parseServiceDateTime,
  formatDate,
  startOfDayInstant,
  addDays,
  usePortalClients,
  LoadFailed,
  today,
} from '@portal/shared';
import { useTexts } from '../../../i18n/texts';
import { roomSlug, roomSlugMatches } from '@portal/shared/routing';
import { paths } from '../../../paths';
import { useTenancy } from '../../tenancy/hooks/use-tenancy';
import { type Meter, useMeters } from '../api/get-meters';
import { useRenameMeterRoom } from '../api/rename-meter-room';
import { Overview, isConsumptionQuantity } from '../../overview/components/overview-page';
import { usePeriodSelection } from '../../period/hooks/use-period-selection';
import { NotFoundPage, PageLoading } from '../../../components/page';
import { pageMetaOf } from '../../../components/page-meta';
import { QuantityIcon } from '@portal/shared/icons';
import { DownloadMenu } from '@portal/shared/export';
import { meterExportTable } from '../meter-export';

const NotFound = NotFoundPage;

/** A service time stamp as "11 Sept 2026, 13:00". */
function stamp(value: string | null | undefined, language: 'en' | 'da' | 'nb'): string {
  if (!value) return '–';
  const { date, hour, minute } = parseServiceDateTime(value);
  return `${formatDate(date, language)}, ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** `/consumption/:quantity/room/:roomName`: the meters of one room (SPEC §4: no property average here). */
export function RoomPage() {
  const { quantity, roomName = '' } = useParams();
  const { search } = useLocation();
  const tenancy = useTenancy();
  const { data: meters } = useMeters(tenancy?.tenancyId);
  if (tenancy === undefined || (tenancy && !meters)) return <PageLoading />;
  if (!tenancy || !meters || !isConsumptionQuantity(quantity)) return <NotFound />;
  const ofQuantity = meters.filter((m) => m.quantity === quantity && m.roomName);
  let inRoom = ofQuantity.filter((m) => roomSlug(m.roomName!) === roomName);
  // a link spelled before (`kokken` for Køkken) still finds the room, and moves to its slug
  if (!inRoom.length) inRoom = ofQuantity.filter((m) => roomSlugMatches(m.roomName!, roomName));
  const name = inRoom[0]?.roomName;
  if (!name) return <NotFound />;
  if (roomSlug(name) !== roomName)
    return <Navigate to={`${paths.room.getHref(tenancy.tenancyId, quantity, name)}${search}`} replace />;
  return (
    <Overview
      key={inRoom.map((m) => m.id).join()}
      tenancy={tenancy}
      quantity={quantity}
      scope={{
        page: 'room',
        objectIds: inRoom.map((m) => m.id),
        screen: { screen: 'room', quantity, room: name },
        subtitle: name,
        children: <RenameRoom meter={inRoom[0]!} tenancyId={tenancy.tenancyId} quantity={quantity} />,
      }}
    />
  );
}

/** `/consumption/:quantity/meter/:meterId`: one meter, with its first and last readout (readoutMinMax, main service). */
export function MeterPage() {
  const { quantity, meterId = '' } = useParams();
  const { t } = useTexts();
  const tenancy = useTenancy();
  const { data: meters } = useMeters(tenancy?.tenancyId);
  if (tenancy === undefined || (tenancy && !meters)) return <PageLoading />;
  if (!tenancy || !meters || !isConsumptionQuantity(quantity)) return <NotFound />;
  const meter = meters.find((m) => m.id === meterId && m.quantity === quantity);
  if (!meter) return <NotFound />;
  return (
    <Overview
      key={meter.id}
      tenancy={tenancy}
      quantity={quantity}
      scope={{
        page: 'meter',
        objectIds: [meter.id],
        screen: { screen: 'meter', quantity, meterId: meter.id, number: meter.number },
        subtitle: [t('overview.meter_label', { number: meter.number }), meter.roomName].filter(Boolean).join(' · '),
        children: (
          <>
            <Readouts meter={meter} tenancyId={tenancy.tenancyId} hasHourlyValues={tenancy.hasHourlyValues} />
            <RenameRoom meter={meter} tenancyId={tenancy.tenancyId} quantity={quantity} stay />
          </>
        ),
      }}
    />
  );
}

function Readouts({
  meter,
  tenancyId,
  hasHourlyValues,
}: {
  meter: Meter;
  tenancyId: string;
  hasHourlyValues: boolean;
}) {
  const { t, language } = useTexts();
  const clients = usePortalClients();
  const { period } = usePeriodSelection('meter', { hasHourlyValues });
  const readouts = useQuery(
    consumptionQueries.readouts(clients, tenancyId, {
      tenancyId: Number(tenancyId),
      meterNumber: meter.number,
      quantity: meter.quantity,
      fromDate: instantToServiceDateTime(startOfDayInstant(period.start)),
      toDate: instantToServiceDateTime(startOfDayInstant(addDays(period.end, 1))),
    }),
  );
  const r = readouts.data?.readoutMinMax;
  return (
    <Card title={t('meter.readouts')} titleId="mfc-readouts">
      {readouts.isError ? <LoadFailed onRetry={() => void readouts.refetch()} retrying={readouts.isFetching} /> : null}
      <dl className="mfc-climate-figures">
        <div>
          <dt>{t('meter.first_readout')}</dt>
          <dd data-testid="first-readout">
            <span className="mfc-climate-value">{formatQuantity(r?.firstReadoutValue, meter.quantity, language)}</span>{' '}
            ({stamp(r?.firstReadoutTimestamp, language)})
          </dd>
        </div>
        <div>
          <dt>{t('meter.last_readout')}</dt>
          <dd data-testid="last-readout">
            <span className="mfc-climate-value">{formatQuantity(r?.lastReadoutValue, meter.quantity, language)}</span> (
            {stamp(r?.lastReadoutTimestamp, language)})
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** The longest room name the data service takes (characters). */
const ROOM_NAME_MAX = 60;

/**
 * SPEC §6: any user may rename a meter's room. The data service renames the room for every meter of
 * the tenancy in it, whatever its quantity (the temperature meter of a room with the heat cost
 * allocator too), and refuses another room's name; every view of the tenancy is fetched again.
 */
function RenameRoom({
  meter,
  tenancyId,
  quantity,
  stay = false,
}: {
  meter: Meter;
  tenancyId: string;
  quantity: string;
  stay?: boolean;
}) {
  const { t, tc } = useTexts();
  const navigate = useNavigate();
  const [name, setName] = useState(meter.roomName ?? '');
  const rename = useRenameMeterRoom(tenancyId, meter.id, {
    onSuccess: (renamed) => {
      void notify.success(t('meter.renamed'));
      setName(renamed.roomName ?? '');
      if (!stay && renamed.roomName)
        void navigate(paths.room.getHref(tenancyId, quantity, renamed.roomName), { replace: true });
    },
  });
  const typed = name.replace(/\s+/g, ' ').trim();
  const error = rename.isError ? renameErrorText(rename.error, t, tc) : undefined;
  return (
    <Card title={t('meter.rename_room')} titleId="mfc-rename-room">
      <form
        className="mfc-rename"
        aria-labelledby="mfc-rename-room"
        onSubmit={(event) => {
          event.preventDefault();
          if (typed) rename.mutate(typed);
        }}
      >
        <TextField
          label={t('meter.room_name')}
          hint={t('meter.room_name_hint')}
          value={name}
          maxLength={ROOM_NAME_MAX}
          error={error}
          onChange={(e) => {
            setName(e.target.value);
            rename.reset();
          }}
          required
        />
        <Button type="submit" disabled={rename.isPending || !typed}>
          {t('meter.save_room')}
        </Button>
      </form>
    </Card>
  );
}

/** The text of a refused rename: the room's own errors, else the portal's for the service's answer. */
function renameErrorText(
  error: unknown,
  t: ReturnType<typeof useTexts>['t'],
  tc: ReturnType<typeof useTexts>['tc'],
): string {
  const code = error instanceof ServiceError ? error.errors[0]?.code : undefined;
  if (code === 'ROOM_NAME_TAKEN') return t('meter.room_name_taken');
  if (code === 'BAD_USER_INPUT') return t('meter.room_name_length', { max: ROOM_NAME_MAX });
  return tc(errorTextKey(error));
}

/** The meter list: every meter with its number, what it measures, its room and its latest reading. */
export function MetersPage() {
  const { t, tc, tn, language } = useTexts();
  const tenancy = useTenancy();
  const { data: meters } = useMeters(tenancy?.tenancyId);
  if (tenancy === undefined || (tenancy && !meters)) return <PageLoading />;
  if (!tenancy || !meters) return <NotFound />;
  const meta = pageMetaOf({ screen: 'meters' }, tenancy.tenancyId, tn, tc);
  return (
    <Page
      className="mfc-page"
      title={meta.title}
      crumbs={meta.crumbs}
      subtitle={t('meter.list_intro')}
      actions={
        meters.length ? (
          <DownloadMenu
            table={() => meterExportTable(meters, { title: meta.title, language, t: (key, o) => t(key, o ?? {}), tc })}
            fileName={['meters', today()]}
          />
        ) : undefined
      }
    >
      <Card>
        {meters.length ? (
          <div className="mfc-table-wrap mfc-meter-table">
            <table className="mfc-table" data-testid="meter-list">
              <thead>
                <tr>
                  <th scope="col">{t('meter.id')}</th>
                  <th scope="col">{t('overview.room')}</th>
                  <th scope="col" className="mfc-num">
                    {t('meter.reading')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {meters.map((m) => (
                  <tr key={m.id} style={{ '--mfc-accent': quantityColour(m.quantity) } as CSSProperties}>
                    <th scope="row">
                      <span className="mfc-meter-id">
                        <span
                          className="pui-icon-badge pui-icon-badge--small"
                          style={{ '--pui-accent': quantityColour(m.quantity) } as CSSProperties}
                        >
                          <QuantityIcon quantity={m.quantity} size={18} />
                        </span>
                        <span>
                          {isConsumptionQuantity(m.quantity) ? (
                            <Link to={paths.meter.getHref(tenancy.tenancyId, m.quantity, m.id)}>{m.number}</Link>
                          ) : (
                            m.number
                          )}
                          <span className="mfc-meter-quantity">{tc(`quantity.${m.quantity}`)}</span>
                        </span>
                      </span>
                    </th>
                    <td className="mfc-text-cell">{m.roomName ?? '–'}</td>
                    <td>
                      <span className="mfc-meter-reading">{formatQuantity(m.reading, m.quantity, language)}</span>
                      <span className="mfc-meter-quantity">
                        {m.readingTimestamp ? t('meter.read_at', { time: stamp(m.readingTimestamp, language) }) : ''}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p role="status">{t('meter.no_meters')}</p>
        )}
      </Card>
    </Page>
  );
}
