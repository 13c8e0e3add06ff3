import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
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
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Артикул</th>
              <th scope="col">Фото</th>
              <th scope="col">Предмет</th>
              <th scope="col" className={styles.quantity}>
                Кол-во
              </th>
            </tr>
          </thead>
          <tbody>
            {goods.data.map((good, index) => (
              <tr key={`${good.sa}-${index}`}>
                <td className={styles.article}>{good.sa}</td>
                <td>
                  <GoodPhoto src={good.imgSrc} alt={good.subjectName} />
                </td>
                <td>{good.subjectName}</td>
                <td className={styles.quantity}>{good.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
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
