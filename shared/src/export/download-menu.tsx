import { useId, useRef, useState } from 'react';
import { isLanguage, type Language, notify, useNamespaceTranslation, useStyleSheet } from '@portal/shared';
import { exportTexts } from './texts';
import {
  CSV_TYPE,
  EXPORT_KINDS,
  type ExportKind,
  type ExportTable,
  XLSX_TYPE,
  downloadBlob,
  fileNameOf,
  tableCsv,
  tableWorkbook,
} from './table';

const LABELS: Record<ExportKind, { label: string; hint: string }> = {
  'csv-spreadsheet': { label: 'csv_spreadsheet', hint: 'csv_spreadsheet_hint' },
  'csv-machine': { label: 'csv_machine', hint: 'csv_machine_hint' },
  xlsx: { label: 'xlsx', hint: 'xlsx_hint' },
};

const STYLE_ID = 'portal-export-styles';
const CSS = `.pex{position:relative;display:inline-block}
.pex>summary{list-style:none;cursor:pointer}
.pex>summary::-webkit-details-marker{display:none}
.pex__panel{position:absolute;right:0;top:calc(100% + 4px);z-index:20;width:min(20rem,calc(100vw - 2rem));margin:0;padding:.25rem;list-style:none;background:var(--portal-surface,#fff);color:var(--portal-text,#1a1a1a);border:1px solid var(--portal-border,#c8ccd2);border-radius:var(--portal-radius,8px);box-shadow:0 6px 24px rgba(0,0,0,.16)}
.pex__item{display:flex;flex-direction:column;align-items:flex-start;gap:.125rem;width:100%;min-height:44px;padding:.5rem .75rem;border:0;border-radius:var(--portal-radius,8px);background:none;color:inherit;font:inherit;text-align:left;cursor:pointer}
.pex__item:hover,.pex__item:focus-visible{background:var(--portal-surface-alt,#eef1f5)}
.pex__item:focus-visible{outline:3px solid var(--portal-focus,#1a73e8);outline-offset:-3px}
.pex__item strong{font-weight:600}
.pex__hint{font-size:.8125rem;color:var(--portal-muted,#555)}
@media (max-width:40rem){.pex[open]{flex-basis:100%}.pex[open] .pex__panel{position:static;width:auto;margin-top:4px}}`;

export interface DownloadMenuProps {
  /** What the screen shows now, as a table: read when a file is asked for, so it is always the current view. */
  table: () => ExportTable;
  /** The parts of the file's name: what it is, the period, the resolution … */
  fileName: ReadonlyArray<string | null | undefined>;
  disabled?: boolean;
  className?: string;
}

/**
 * "Download" with its choice of file: CSV for spreadsheets (the language's decimals), CSV for programs,
 * or an Excel workbook. A disclosure (`details`): keyboard and screen readers work as with any, and the
 * file holds exactly what the screen shows. On a narrow screen the open menu takes its own row, its
 * panel in the flow under the button (never past the screen's edge).
 */
export function DownloadMenu({ table, fileName, disabled, className }: DownloadMenuProps) {
  useStyleSheet(STYLE_ID, CSS);
  const { t, i18n } = useNamespaceTranslation(exportTexts);
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const details = useRef<HTMLDetailsElement>(null);
  const [busy, setBusy] = useState(false);
  const panelId = useId();

  async function save(kind: ExportKind) {
    details.current?.removeAttribute('open');
    setBusy(true);
    try {
      const shown = table();
      const name = fileNameOf(fileName, kind);
      if (kind === 'xlsx') {
        const bytes = await tableWorkbook(shown, {
          aboutSheet: t('about_sheet'),
          what: t('about_what'),
          value: t('about_value'),
          exportedAt: t('exported_at'),
        });
        downloadBlob(new Blob([bytes as BlobPart], { type: XLSX_TYPE }), name);
      } else {
        const csv = tableCsv(shown, language, kind === 'csv-machine' ? 'machine' : 'spreadsheet');
        downloadBlob(new Blob([csv], { type: CSV_TYPE }), name);
      }
    } catch (error) {
      console.error(error);
      void notify.error(t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <details
      ref={details}
      className={['pex', className].filter(Boolean).join(' ')}
      data-testid="download-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && details.current?.open) {
          details.current.removeAttribute('open');
          details.current.querySelector('summary')?.focus();
        }
      }}
    >
      <summary
        className="pui-button pui-button--secondary"
        aria-disabled={disabled || busy || undefined}
        aria-busy={busy || undefined}
        aria-controls={panelId}
        onClick={(event) => {
          if (disabled || busy) event.preventDefault();
        }}
      >
        {busy ? t('preparing') : t('download')}
      </summary>
      <ul className="pex__panel" id={panelId} aria-label={t('menu_label')}>
        {EXPORT_KINDS.map((kind) => (
          <li key={kind}>
            <button type="button" className="pex__item" data-export={kind} onClick={() => void save(kind)}>
              <strong>{t(LABELS[kind].label)}</strong>
              <span className="pex__hint">{t(LABELS[kind].hint)}</span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
