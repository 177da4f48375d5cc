// Signed, expiring downloads served by the data service: allocation statements and report PDFs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppDeps } from '../context.ts';
import { loadReport } from '../data/report.ts';
import type { ExtraRoute } from '../graphql/server.ts';
import { statementWithAddress } from '../statements/statements.repository.ts';
import { renderPdf, type PdfLine } from '../pdf/pdf.ts';
import { GraphQLError } from 'graphql';

function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  type: string,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'private, no-store', ...extra }).end(body);
}

export async function statementPdf(deps: AppDeps, id: number): Promise<{ fileName: string; pdf: Buffer } | null> {
  const s = await statementWithAddress(deps.db, id);
  if (!s) return null;
  const lines = (s.lines ?? []) as Array<{ label: string; amount: number }>;
  const totalAmount = lines.reduce((a, l) => a + l.amount, 0);
  const body: PdfLine[] = [
    { text: 'Allocation statement', size: 20, bold: true },
    { text: `${s.tenant_name}`, gap: 16 },
    { text: `${s.address}, ${s.zipcode} ${s.city}` },
    { text: `Settlement period ${s.period_start} to ${s.period_end}`, gap: 12 },
    ...lines.map((l) => ({ text: `${l.label}: ${l.amount.toFixed(2)} ${s.currency}` })),
    { text: `Total: ${totalAmount.toFixed(2)} ${s.currency}`, bold: true, gap: 10 },
  ];
  return { fileName: s.file_name, pdf: renderPdf(s.file_name, body) };
}

export async function reportPdf(deps: AppDeps, code: string): Promise<Buffer | null> {
  try {
    const r = await loadReport(deps.db, code);
    const fmt = (v: number | null) => (v === null ? '-' : v.toFixed(3));
    return renderPdf(`Consumption report ${r.periodStart}`, [
      { text: 'Monthly consumption report', size: 20, bold: true },
      { text: `${r.address}, ${r.zipcode} ${r.city}`, gap: 14 },
      { text: `Period ${r.periodStart} to ${r.periodEnd}` },
      ...r.quantities.map((q) => ({
        text: `${q.quantity}: ${fmt(q.total)} ${q.unit} (property average ${fmt(q.propertyAverage)}, previous month ${fmt(q.previousMonth)})`,
      })),
      {
        text: `Cost this month: ${r.mostRecentCost ?? '-'} ${r.currency}; previous month: ${r.previousCost ?? '-'} ${r.currency}`,
        gap: 12,
      },
      {
        text: 'Figures are estimates from hourly meter readings. Get the tenancy app for daily insight.',
        size: 9,
        gap: 20,
      },
    ]);
  } catch (error) {
    if (error instanceof GraphQLError) return null;
    throw error;
  }
}

export function fileRoutes(deps: AppDeps): ExtraRoute {
  return async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (!url.pathname.startsWith('/files/')) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'Method not allowed', 'text/plain');
      return true;
    }
    const ok = deps.urlSigner.verify(url.pathname, url.searchParams.get('expires'), url.searchParams.get('signature'));
    if (!ok) {
      send(res, 403, 'This link has expired or is not valid.', 'text/plain; charset=utf-8');
      return true;
    }
    const statement = /^\/files\/statements\/(\d{1,9})\.pdf$/.exec(url.pathname);
    if (statement) {
      const file = await statementPdf(deps, Number(statement[1]));
      if (!file) send(res, 404, 'Not found', 'text/plain');
      else
        send(res, 200, file.pdf, 'application/pdf', {
          'content-disposition': `attachment; filename="${file.fileName}"`,
        });
      return true;
    }
    const report = /^\/files\/reports\/([A-Za-z0-9_-]{1,64})\.pdf$/.exec(url.pathname);
    if (report) {
      const pdf = await reportPdf(deps, report[1]!);
      if (!pdf)
        send(
          res,
          410,
          'This report is no longer available. Contact your landlord/administrator.',
          'text/plain; charset=utf-8',
        );
      else
        send(res, 200, pdf, 'application/pdf', { 'content-disposition': `inline; filename="report-${report[1]}.pdf"` });
      return true;
    }
    send(res, 404, 'Not found', 'text/plain');
    return true;
  };
}
