import { useState, type ReactNode } from 'react';
import { useQueryClient, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError, errorCodeOf, messageOf } from '@/api/client';
import { defaultView, pathOf } from '@/shared/navigation/views';
import { Button } from '@/shared/ui/button';
import { UserIcon } from '@/shared/ui/icons';
import styles from './error-pages.module.css';

interface ErrorScreenProps {
  figure?: ReactNode;
  title: string;
  message: string;
  detail?: string;
  actionLabel?: string;
  onAction?: () => void;
  /** The action is under way: the button shows its progress and ignores taps. */
  actionPending?: boolean;
}

function ErrorScreen({ figure, title, message, detail, actionLabel, onAction, actionPending }: ErrorScreenProps) {
  return (
    <section className={styles.page} role="alert">
      {figure && (
        <div className={styles.figure} aria-hidden="true">
          {figure}
        </div>
      )}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{message}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {actionLabel && onAction && (
        <Button className={styles.action} loading={actionPending} onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </section>
  );
}

/** Shown for an unknown view. */
export function NotFoundPage() {
  const router = useRouter();
  return (
    <ErrorScreen
      figure="404"
      title="Страница не найдена"
      message="Извините, запрашиваемая страница не существует"
      actionLabel="Попробовать снова"
      onAction={() => void router.navigate({ to: pathOf(defaultView), replace: true })}
    />
  );
}

/**
 * Shown when the app was opened without Telegram's init data, the user could not be loaded, or the backend no
 * longer accepts Telegram's signature (`detail` then says to reopen the app: retrying cannot help).
 */
export function UserNotFoundPage({
  onRetry,
  retrying,
  detail,
}: {
  onRetry?: () => void;
  retrying?: boolean;
  detail?: string;
}) {
  return (
    <ErrorScreen
      figure={<UserIcon size={72} strokeWidth={1.5} />}
      title="Пользователь не найден"
      message="Произошла ошибка при загрузке данных пользователя"
      detail={onRetry ? undefined : (detail ?? 'Откройте приложение из чата с ботом в Telegram.')}
      actionLabel={onRetry ? 'Попробовать снова' : undefined}
      onAction={onRetry}
      actionPending={retrying}
    />
  );
}

/** The generic error page for any other failure: a failed load or a render error. */
export function ErrorPage({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  const offline = error instanceof ApiError && error.status === 0;
  return (
    <ErrorScreen
      figure={error instanceof ApiError && error.status >= 400 ? String(error.status) : undefined}
      title={offline ? 'Нет соединения' : 'Что-то пошло не так'}
      message={
        offline
          ? 'Не удалось связаться с сервером. Проверьте интернет и попробуйте снова.'
          : 'Не удалось показать эту страницу. Попробуйте снова — ваши данные не потеряны.'
      }
      actionLabel="Попробовать снова"
      onAction={onRetry}
      actionPending={retrying}
    />
  );
}

/**
 * The router's error component: the user-not-found page when the user failed to load, else the generic page. Its
 * retry asks again for the reads that failed while the page stays (docs/errors.md#network-rules): the view returns
 * once they answer, and a failure that persists keeps the page without a loading screen in between.
 */
export function ViewErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const queryReset = useQueryErrorResetBoundary();
  const [retrying, setRetrying] = useState(false);
  // What the last retry answered, while it failed again: the page names the latest failure.
  const [again, setAgain] = useState<{ of: unknown; error: unknown }>();
  const shown = again && again.of === error ? again.error : error;
  const retry = async () => {
    const failedRead = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.error === shown })[0];
    setRetrying(true);
    await queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
    setRetrying(false);
    if (failedRead?.state.status === 'error') {
      setAgain({ of: error, error: failedRead.state.error });
      return;
    }
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  const onRetry = () => void retry();
  // Telegram's signature is too old: the same init data would be refused again, only reopening the app signs anew.
  if (errorCodeOf(shown) === 'init_data_expired')
    return <UserNotFoundPage detail={messageOf(shown, 'Закройте приложение и откройте его снова из чата с ботом.')} />;
  if (shown instanceof ApiError && shown.operationId === 'getUser')
    return <UserNotFoundPage onRetry={onRetry} retrying={retrying} />;
  return <ErrorPage error={shown} onRetry={onRetry} retrying={retrying} />;
}
