import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from './Header';
import { Spinner } from '../../ui/Spinner';

/** The signed-in frame: the header stays while views load under it. */
export function AppLayout() {
  return (
    <>
      <Header />
      <main className="app-main">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
