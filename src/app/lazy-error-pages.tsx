import { Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ApiError, errorCodeOf } from '@/api/client';
import { EmptyState } from '@/shared/ui/empty-state';

type ErrorPages = typeof import('./error-pages');

let loading: Promise<ErrorPages | undefined> | undefined;

/**
 * The error pages (./error-pages.tsx), in a chunk of their own: the app loads it once its first view is on screen,
 * and a page shown before that waits for it. Undefined when it could not load; the next call asks again.
 */
export function loadErrorPages(): Promise<ErrorPages | undefined> {
  loading ??= import('./error-pages').catch(() => {
    loading = undefined;
    return undefined;
  });
  return loading;
}

/**
 * What shows when the error pages' chunk could not load: the network is gone (the page itself must show without it).
 * Its retry asks for the chunk again; the page that loads then has its own retry.
 */
function ConnectionLost({ onRetry }: { onRetry: () => void }) {
  return (
    <section role="alert">
      <EmptyState
        title="Нет соединения"
        description="Не удалось связаться с сервером. Проверьте интернет и попробуйте снова."
        action={{ label: 'Попробовать снова', onClick: onRetry }}
      />
    </section>
  );
}

function LoadedPage({
  pages,
  page,
  onRetry,
}: {
  pages: Promise<ErrorPages | undefined>;
  page: PageOf;
  onRetry: () => void;
}) {
  const loaded = use(pages);
  return loaded ? page(loaded) : <ConnectionLost onRetry={onRetry} />;
}

type PageOf = (pages: ErrorPages) => ReactNode;

/** Holds the chunk's load outside the suspended part, so an unloadable chunk is asked for once per page, not in a loop. */
function ErrorPageOf({ page }: { page: PageOf }) {
  const [pages, setPages] = useState(loadErrorPages);
  return (
    <Suspense fallback={null}>
      <LoadedPage pages={pages} page={page} onRetry={() => setPages(loadErrorPages())} />
    </Suspense>
  );
}

function lazyPage<Props extends object>(pick: (pages: ErrorPages) => ComponentType<Props>) {
  return function LazyErrorPage(props: Props) {
    return (
      <ErrorPageOf
        page={(pages) => {
          const Page = pick(pages);
          return <Page {...props} />;
        }}
      />
    );
  };
}

export const NotFoundPage = lazyPage((pages) => pages.NotFoundPage);
export const UserNotFoundPage = lazyPage((pages) => pages.UserNotFoundPage);
export const ErrorPage = lazyPage((pages) => pages.ErrorPage);
export const ViewErrorPage = lazyPage((pages) => pages.ViewErrorPage);

/** Failures about the seller themself: nothing in the app can be shown, so their page replaces the whole app. */
function isSellerFailure(error: unknown): boolean {
  return errorCodeOf(error) === 'init_data_expired' || (error instanceof ApiError && error.operationId === 'getUser');
}

/**
 * A view's error component (docs/errors.md#error-pages): a view whose data failed keeps the header and navigation and
 * shows its error page in the content area, with its retry. A failure about the seller goes up to the root's page at
 * once, not once the pages are in: the header would mount meanwhile and ask again for the user that failed.
 */
export function ContentErrorPage(props: ErrorComponentProps) {
  if (isSellerFailure(props.error)) throw props.error;
  return <ViewErrorPage {...props} />;
}
