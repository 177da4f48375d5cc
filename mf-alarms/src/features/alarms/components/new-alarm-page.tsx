import { type CSSProperties, type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, Card, Page, TextField } from '@portal/shared';
import { AlarmsIcon } from '@portal/shared/icons';
import { toast } from '../../../components/toasts';
import { useCreateAlarm } from '../api/create-alarm';
import { useMeterQuantities } from '../api/get-meter-quantities';
import { ChoiceGroup } from './choice-group';
import { alarmCondition, defaultAlarmName } from '../alarm-text';
import { QueryState } from '../../../components/query-state';
import { useAlarmStyles } from '../../../components/styles';
import { TriggerField } from './trigger-field';
import {
  ALARM_KINDS,
  type AlarmKind,
  type AlarmPeriod,
  type AlarmType,
  isAlarmKind,
  isAlarmPeriod,
  isAlarmTypeOf,
  hasWaterMeters,
  LEAK_DEFAULT_HOURS,
  periodsFor,
  quantitiesFor,
  type TriggerError,
  typesFor,
  validateTrigger,
} from '../alarm-rules';
import { useAlarmsTranslation } from '../../../i18n/texts';
import { paths } from '../../../paths';

/** The wizard's questions, in order; each is a step in the URL (`?step=1..5`). */
const STEPS = ['kind', 'type', 'quantity', 'period', 'trigger'] as const;
type StepName = (typeof STEPS)[number];
const TOTAL = STEPS.length;

interface Choices {
  kind: AlarmKind | null;
  type: AlarmType | null;
  quantity: string | null;
  period: AlarmPeriod | null;
}

/** The choices in the URL, each kept only when the ones before it are valid. */
function readChoices(params: URLSearchParams): Choices {
  const kind = params.get('kind');
  const k = isAlarmKind(kind) ? kind : null;
  const type = params.get('type');
  const ty = k && isAlarmTypeOf(k, type) ? type : null;
  const quantity = ty ? params.get('quantity') : null;
  const period = params.get('period');
  const p = quantity && isAlarmPeriod(period) && periodsFor(ty).includes(period) ? period : null;
  return { kind: k, type: ty, quantity: quantity || null, period: p };
}

/**
 * The first question's answer that is not a kind: a possible leak, offered first for a home with water
 * meters (docs/decisions/0160). It answers the first two questions at once (consumption, leak).
 */
const LEAK_CHOICE = 'LEAK';

/** The step before this one: a leak is checked every day, so its wizard has no frequency question. */
function previousStep(step: number, c: Choices): number {
  return step === 5 && periodsFor(c.type).length === 1 ? 3 : step - 1;
}

function firstOpenStep(c: Choices): number {
  if (!c.kind) return 1;
  if (!c.type) return 2;
  if (!c.quantity) return 3;
  if (!c.period) return 4;
  return 5;
}

/**
 * `/t/{id}/alarms/new-alarm?step=N`: the new-alarm wizard (SPEC §2, §4). Every answer and the step
 * are in the URL, so the browser's back and forward move between steps and a reload keeps them.
 */
export function NewAlarmPage() {
  useAlarmStyles();
  const { tenancyId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { t } = useAlarmsTranslation();
  const choices = readChoices(params);
  const open = firstOpenStep(choices);
  const asked = Number.parseInt(params.get('step') ?? '1', 10);
  const step = Number.isFinite(asked) && asked >= 1 && asked <= open ? asked : Math.min(Math.max(asked || 1, 1), open);

  // A step whose earlier answers are missing (a hand-made or stale link) goes to the first open one.
  useEffect(() => {
    if (String(step) !== params.get('step')) {
      const next = new URLSearchParams(params);
      next.set('step', String(step));
      setParams(next, { replace: true });
    }
  }, [step, params, setParams]);

  const legendRef = useRef<HTMLLegendElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Moving between steps: focus the new question, so keyboard and screen reader users follow.
    if (first.current) {
      first.current = false;
      return;
    }
    legendRef.current?.focus();
  }, [step]);

  const go = (changes: Partial<Record<StepName, string>>, to: number) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    // A new answer invalidates the answers that depended on it.
    const changed = STEPS.findIndex((s) => s in changes && params.get(s) !== changes[s]);
    if (changed >= 0) for (const later of STEPS.slice(changed + 1)) if (!(later in changes)) next.delete(later);
    // The current entry keeps the answer too, so that going back shows it chosen.
    const here = new URL(window.location.href);
    here.search = next.toString();
    window.history.replaceState(window.history.state, '', here);
    next.set('step', String(to));
    setParams(next);
  };
  const back = () => {
    const next = new URLSearchParams(params);
    next.set('step', String(previousStep(step, choices)));
    setParams(next);
  };
  const answer = (name: StepName, value: string) => {
    if (name === 'kind' && value === LEAK_CHOICE) go({ kind: 'CONSUMPTION', type: 'LEAK' }, 3);
    else if (name === 'quantity' && periodsFor(choices.type).length === 1) {
      go({ quantity: value, period: periodsFor(choices.type)[0]! }, 5);
    } else go({ [name]: value }, step + 1);
  };

  return (
    <Page
      title={t('wizard.title')}
      icon={<AlarmsIcon size={22} />}
      crumbs={[
        { label: t('common:menu.alarms'), href: paths.alarms.getHref(tenancyId) },
        { label: t('wizard.title'), href: paths.newAlarm.getHref(tenancyId) },
      ]}
      data-testid="new-alarm"
    >
      <div className="alm-progress alm-narrow">
        <p data-testid="wizard-step">{t('wizard.step', { step, total: TOTAL })}</p>
        <div className="alm-progress__bar" aria-hidden="true" style={{ '--alm-steps': TOTAL } as CSSProperties}>
          {STEPS.map((name, i) => (
            <span key={name} data-done={i < step ? '' : undefined} />
          ))}
        </div>
      </div>
      <Card className="alm-narrow">
        {step === 5 && choices.kind && choices.type && choices.quantity && choices.period ? (
          <TriggerStep
            key="trigger"
            tenancyId={tenancyId}
            kind={choices.kind}
            type={choices.type}
            quantity={choices.quantity}
            period={choices.period}
            legendRef={legendRef}
            onBack={back}
          />
        ) : (
          <ChoiceStep
            key={step}
            step={STEPS[step - 1] ?? 'kind'}
            tenancyId={tenancyId}
            choices={choices}
            legendRef={legendRef}
            onBack={step > 1 ? back : undefined}
            onNext={answer}
          />
        )}
      </Card>
    </Page>
  );
}

function ChoiceStep({
  step,
  tenancyId,
  choices,
  legendRef,
  onBack,
  onNext,
}: {
  step: StepName;
  tenancyId: string;
  choices: Choices;
  legendRef: React.Ref<HTMLLegendElement>;
  onBack?: () => void;
  onNext: (name: StepName, value: string) => void;
}) {
  const { t } = useAlarmsTranslation();
  const [value, setValue] = useState<string | null>(
    step === 'kind' && choices.type === 'LEAK' ? LEAK_CHOICE : (choices[step as keyof Choices] ?? null),
  );
  const [error, setError] = useState(false);
  // the home's meters: which quantities to offer, and whether to offer a possible leak first
  const quantities = useMeterQuantities(tenancyId, { enabled: step !== 'period' });
  const available = quantities.data ?? [];

  let options: Array<{ value: string; label: string; hint?: string }> = [];
  if (step === 'kind') {
    options = ALARM_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`), hint: t(`kind_hint.${k}`) }));
    if (hasWaterMeters(available)) options.unshift({ value: LEAK_CHOICE, label: t('leak.offer'), hint: t('leak.why') });
  }
  if (step === 'type' && choices.kind) {
    options = typesFor(choices.kind, available).map((ty) => ({
      value: ty,
      label: t(`type.${ty}`),
      hint: t(`type_hint.${ty}`),
    }));
  }
  if (step === 'quantity' && choices.kind) {
    options = quantitiesFor(choices.kind, available, choices.type).map((q) => ({
      value: q,
      label: t(`common:quantity.${q}`),
    }));
  }
  if (step === 'period') options = periodsFor(choices.type).map((p) => ({ value: p, label: t(`every.${p}`) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value || !options.some((o) => o.value === value)) {
      setError(true);
      return;
    }
    onNext(step, value);
  };

  const group = (
    <ChoiceGroup
      legend={t(`wizard.${step}`)}
      name={step}
      choices={options}
      value={value}
      onChange={(v) => {
        setValue(v);
        setError(false);
      }}
      error={error ? t('error.choose') : null}
      legendRef={legendRef}
    />
  );
  return (
    <form className="alm-form" onSubmit={submit} noValidate>
      {step === 'quantity' ? (
        <QueryState loading={quantities.isPending} error={quantities.error} retry={() => void quantities.refetch()}>
          {options.length === 0 ? <p role="status">{t('wizard.no_quantities')}</p> : group}
        </QueryState>
      ) : (
        group
      )}
      <div className="alm-actions">
        {onBack && (
          <Button variant="secondary" onClick={onBack}>
            {t('common:actions.back')}
          </Button>
        )}
        <Button type="submit" disabled={step === 'quantity' && options.length === 0}>
          {t('common:actions.next')}
        </Button>
      </div>
    </form>
  );
}

function TriggerStep({
  tenancyId,
  kind,
  type,
  quantity,
  period,
  legendRef,
  onBack,
}: {
  tenancyId: string;
  kind: AlarmKind;
  type: AlarmType;
  quantity: string;
  period: AlarmPeriod;
  legendRef: React.Ref<HTMLLegendElement>;
  onBack: () => void;
}) {
  const { t, language } = useAlarmsTranslation();
  const navigate = useNavigate();
  const create = useCreateAlarm(tenancyId);
  // a leak starts from the usual choice (a whole day), which the tenant may change
  const [text, setText] = useState(type === 'LEAK' ? String(LEAK_DEFAULT_HOURS) : '');
  const [name, setName] = useState('');
  const [error, setError] = useState<TriggerError | null>(null);
  const [failed, setFailed] = useState(false);
  const suggested = defaultAlarmName(t, { type, quantity });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateTrigger(type, quantity, text);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setFailed(false);
    create.mutate(
      { name: name.trim() || suggested, kind, type, quantity, period, threshold: result.value },
      {
        onSuccess: () => {
          toast.success(t('wizard.created'));
          void navigate(paths.alarms.getHref(tenancyId), { replace: true });
        },
        onError: () => {
          setFailed(true);
          toast.error(t('error.save_failed'));
        },
      },
    );
  };

  const preview = validateTrigger(type, quantity, text);
  return (
    <form className="alm-form" onSubmit={submit} noValidate>
      <fieldset className="alm-choices alm-choices--form">
        <legend ref={legendRef} tabIndex={-1}>
          {t('wizard.trigger')}
        </legend>
        <dl className="alm-dl alm-review" aria-label={t('wizard.review')}>
          <dt>{t('detail.kind')}</dt>
          <dd>{t(`kind.${kind}`)}</dd>
          <dt>{t('detail.type')}</dt>
          <dd>{t(`type.${type}`)}</dd>
          <dt>{t('detail.quantity')}</dt>
          <dd>{t(`common:quantity.${quantity}`)}</dd>
          <dt>{t('detail.period')}</dt>
          <dd>{t(`every.${period}`)}</dd>
        </dl>
        <TriggerField
          type={type}
          quantity={quantity}
          period={period}
          value={text}
          onChange={(v) => {
            setText(v);
            setError(null);
          }}
          error={error}
        />
        {preview.ok && (
          <p className="alm-preview" aria-live="polite">
            {alarmCondition(t, { type, quantity, period, threshold: preview.value }, language)}
          </p>
        )}
        <TextField
          name="name"
          label={t('field.name')}
          hint={t('field.name_hint')}
          placeholder={suggested}
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </fieldset>
      {failed && (
        <p className="alm-error" role="alert">
          {t('error.save_failed')}
        </p>
      )}
      <div className="alm-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('common:actions.back')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('wizard.create')}
        </Button>
      </div>
    </form>
  );
}
