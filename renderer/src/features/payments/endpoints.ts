import type { CreatePaymentIntentRequest, DemoConfirmRequest, Earnings, PaymentIntentResult, PaymentsConfig, PayoutConnection } from '../../../../shared/payments';
import { api } from '../../api/api';
import { authApi } from '../auth';

const paymentsApi = api.enhanceEndpoints({ addTagTypes: ['Earnings'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Which card form to show: the demo's own, or Stripe Elements with the publishable key. */
    paymentsConfig: build.query<PaymentsConfig, void>({
      query: () => '/payments/config',
    }),

    createPaymentIntent: build.mutation<PaymentIntentResult, CreatePaymentIntentRequest>({
      query: (data) => ({ url: '/callable/createPaymentIntent', method: 'POST', body: { data } }),
      transformResponse: (reply: { result: PaymentIntentResult }) => reply.result,
    }),

    /** The demo provider checks the (test) card itself. */
    confirmDemoCard: build.mutation<{ status: 'succeeded' }, DemoConfirmRequest>({
      query: (body) => ({ url: '/payments/demo/confirm', method: 'POST', body }),
    }),

    /** Connected, the creator is monetized at once: Tip buttons on their posts appear for others. */
    connectPayouts: build.mutation<PayoutConnection, void>({
      query: () => ({ url: '/payments/connect', method: 'POST' }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.state !== 'connected') return;
        dispatch(
          authApi.util.updateQueryData('me', undefined, (me) => {
            if (me) me.monetizationEnabled = true;
          }),
        );
        dispatch(paymentsApi.util.invalidateTags(['Earnings']));
      },
    }),

    earnings: build.query<Earnings, void>({
      query: () => '/payments/earnings',
      providesTags: ['Earnings'],
    }),
  }),
});

export const { usePaymentsConfigQuery, useCreatePaymentIntentMutation, useConfirmDemoCardMutation, useConnectPayoutsMutation, useEarningsQuery } = paymentsApi;
