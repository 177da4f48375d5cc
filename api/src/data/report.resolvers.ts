import type { QueryResolvers } from '../generated/data-types.ts';
import { loadReport } from './report.ts';

export const reportQueries: Pick<QueryResolvers, 'report'> = {
  async report(_p, args, ctx) {
    const data = await loadReport(ctx.db, args.code, ctx.config.reportGuidance);
    return { ...data, pdfUrl: ctx.urlSigner.sign(`/files/reports/${data.code}.pdf`) };
  },
};
