import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query api of the renderer. Each feature adds its calls with
 * `api.injectEndpoints` in its own endpoints.ts. The session travels as a same-origin cookie.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' }),
  endpoints: () => ({}),
});
