// Signed, expiring downloads served by the data service: allocation statements, report PDFs and a
// tenancy's data archive (docs/decisions/0166), in
// the language of the link's `lang` parameter (outside the signature: it only picks the texts). A
// report opens in the browser's viewer; with `download=1` (also outside the signature) it is saved as
// a file named after its month, as the report page's "Download PDF" does.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppDeps } from '../context.ts';
import { loadReport } from '../data/report.ts';
import type { ExtraRoute } from '../graphql/server.ts';
import { statementWithAddress } from '../statements/statements.repository.ts';
import { mailLanguage } from '../mail/messages.ts';
import { reportFileName, reportPdf as renderReport } from '../pdf/report-pdf.ts';
import { statementPdf as renderStatement } from '../pdf/statement-pdf.ts';
import { statementData } from '../statements/settlement.ts';
import { GraphQLError } from 'graphql';
import { EXPORT_PATH, streamDataExport } from '../exports/data-export.ts';

function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  type: string,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'private, no-store', ...extra }).end(body);
}

/**
 * A statement's PDF in the language asked, else the brand's; null when there is no such statement (or
 * it holds no settlement).
 */
export async function statementPdf(
  deps: AppDeps,
  id: number,
  language: string | null,
): Promise<{ fileName: string; pdf: Buffer } | null> {
  const s = await statementWithAddress(deps.db, id);
  const data = s && statementData(s.lines);
  if (!s || !data) return null;
  const pdf = await renderStatement(
    {
      fileName: s.file_name,
      periodStart: s.period_start,
      periodEnd: s.period_end,
      tenantName: s.tenant_name,
      address: s.address,
      zipcode: s.zipcode,
      city: s.city,
      currency: s.currency,
      data,
    },
    mailLanguage(language, s.brand),
  );
  return { fileName: s.file_name, pdf };
}

/** A report's PDF in the language asked, else the brand's; null when the report is not available. */
export async function reportPdf(
  deps: AppDeps,
  code: string,
  language: string | null,
): Promise<{ fileName: string; pdf: Buffer } | null> {
  try {
    const r = await loadReport(deps.db, code, deps.config.reportGuidance);
    const lang = mailLanguage(language, r.brand);
    return { fileName: reportFileName(r.periodStart, lang), pdf: await renderReport(r, lang) };
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
      const file = await statementPdf(deps, Number(statement[1]), url.searchParams.get('lang'));
      if (!file) send(res, 404, 'Not found', 'text/plain');
      else
        send(res, 200, file.pdf, 'application/pdf', {
          'content-disposition': `attachment; filename="${file.fileName}"`,
        });
      return true;
    }
    const archive = EXPORT_PATH.exec(url.pathname);
    if (archive) {
      if (req.method === 'HEAD') send(res, 200, '', 'application/zip');
      else
        await streamDataExport(
          deps,
          res,
          Number(archive[1]),
          Number(archive[2]),
          mailLanguage(url.searchParams.get('lang'), null),
        );
      return true;
    }
    const report = /^\/files\/reports\/([A-Za-z0-9_-]{1,64})\.pdf$/.exec(url.pathname);
    if (report) {
      const file = await reportPdf(deps, report[1]!, url.searchParams.get('lang'));
      if (!file)
        send(
          res,
          410,
          'This report is no longer available. Contact your landlord/administrator.',
          'text/plain; charset=utf-8',
        );
      else {
        const disposition = url.searchParams.get('download') === '1' ? 'attachment' : 'inline';
        send(res, 200, file.pdf, 'application/pdf', {
          'content-disposition': `${disposition}; filename="${file.fileName}"`,
        });
      }
      return true;
    }
    send(res, 404, 'Not found', 'text/plain');
    return true;
  };
}
