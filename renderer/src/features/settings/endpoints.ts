import type { UpdateMeInput, User } from '../../../../shared/users';
import { api } from '../../api/api';
import { authApi } from '../auth';

const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateMe: build.mutation<User, UpdateMeInput>({
      query: (body) => ({ url: '/users/me', method: 'PATCH', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryData('me', undefined, data));
        } catch {
          // the caller decides whether a failure matters
        }
      },
    }),
  }),
});

export const { useUpdateMeMutation } = settingsApi;
