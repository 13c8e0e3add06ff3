import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SchemaDraftGood } from '@generated/schema';
import { draftGoodsQueryOptions } from '@/api/drafts';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import styles from './draft-goods-modal.module.css';

interface DraftGoodsModalProps {
  draftId: string;
  onClose: () => void;
}

/** The goods of the chosen supply draft: article, photo, subject and quantity (docs/autobookings.md). */
export function DraftGoodsModal({ draftId, onClose }: DraftGoodsModalProps) {
  const goods = useQuery(draftGoodsQueryOptions(draftId));

  return (
    <Modal open onClose={onClose} title="Товары черновика">
      {goods.isPending ? (
        <div className={styles.status}>
          <Spinner label="Загрузка товаров" />
        </div>
      ) : goods.isError ? (
        <div className={styles.status} role="alert">
          <p>Не удалось загрузить товары</p>
          <Button size="sm" variant="secondary" onClick={() => void goods.refetch()}>
            Повторить
          </Button>
        </div>
      ) : goods.data.length === 0 ? (
        <EmptyState compact title="Товары не найдены" />
      ) : (
        <GoodsTable goods={goods.data} />
      )}
    </Modal>
  );
}

// Rows added at a time: a screenful and more on any phone.
const goodsPageSize = 40;
// How far below the visible part of the dialog the next rows are added, so scrolling rarely meets the end.
const goodsAheadPx = 800;

/**
 * The goods as a table that grows as the seller scrolls: a draft holds up to 1000 goods, and all their rows at once
 * kept a phone busy for seconds before the dialog showed anything. The next rows are added when the table's end comes
 * near the visible part of the dialog; screen readers are told the full count.
 */
function GoodsTable({ goods }: { goods: readonly SchemaDraftGood[] }) {
  const [shown, setShown] = useState(goodsPageSize);
  const endRef = useRef<HTMLTableRowElement>(null);
  const complete = shown >= goods.length;

  useEffect(() => {
    const end = endRef.current;
    if (complete || !end) return;
    // The modal's body scrolls, and the table is its only child.
    const root = end.closest('table')?.parentElement ?? null;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + goodsPageSize);
      },
      { root, rootMargin: `0px 0px ${goodsAheadPx}px 0px` },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [complete, shown]);

  return (
    <table className={styles.table} aria-rowcount={goods.length + 1}>
      <thead>
        <tr aria-rowindex={1}>
          <th scope="col" className={styles.article}>
            Артикул
          </th>
          <th scope="col" className={styles.photoColumn}>
            Фото
          </th>
          <th scope="col">Предмет</th>
          <th scope="col" className={styles.quantity}>
            Кол-во
          </th>
        </tr>
      </thead>
      <tbody>
        {goods.slice(0, shown).map((good, index) => (
          <tr key={`${good.sa}-${index}`} aria-rowindex={index + 2}>
            <td className={styles.article}>{good.sa}</td>
            <td>
              <GoodPhoto src={good.imgSrc} alt={good.subjectName} />
            </td>
            <td>{good.subjectName}</td>
            <td className={styles.quantity}>{good.quantity}</td>
          </tr>
        ))}
        {complete ? null : (
          <tr ref={endRef} aria-hidden="true">
            <td colSpan={4} className={styles.more}>
              <Spinner />
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** The product photo, or a neutral tile when there is none or it cannot load (e.g. offline): never a broken image. */
function GoodPhoto({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <span className={styles.photo} role="img" aria-label="Нет фото" />;
  return (
    <img className={styles.photo} src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} />
  );
}
