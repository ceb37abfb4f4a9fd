import { isServerUrl } from './origin';

/** Chromium's "aborted": a load replaced by another one, not a failure. */
const ABORTED = -3;

export interface LoadingContents {
  on(
    event: 'did-fail-load',
    listener: (event: unknown, errorCode: number, errorDescription: string, validatedURL: string, isMainFrame: boolean) => void,
  ): unknown;
}

/**
 * When the server's page cannot be loaded (refused, no network, unknown host, bad certificate), the
 * window shows the local page with the address and Retry instead of staying blank.
 */
export function showUnreachableOnFailure(contents: LoadingContents, serverAddress: () => string | null, showUnreachable: (failedUrl: string) => void): void {
  contents.on('did-fail-load', (_event, errorCode, _description, url, isMainFrame) => {
    if (isMainFrame && errorCode !== ABORTED && isServerUrl(url, serverAddress())) showUnreachable(url);
  });
}
