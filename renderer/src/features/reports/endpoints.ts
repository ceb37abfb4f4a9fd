import type { CreateReportRequest } from '../../../../shared/reports';
import { api } from '../../api/api';

const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createReport: build.mutation<{ reportId: string }, CreateReportRequest>({
      query: (data) => ({ url: '/callable/createReport', method: 'POST', body: { data } }),
      transformResponse: (reply: { result: { reportId: string } }) => reply.result,
    }),
  }),
});

export const { useCreateReportMutation } = reportsApi;
