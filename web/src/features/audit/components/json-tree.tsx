import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/ui/copy-button';
import { nodeOf, openDepth, sizeOf, type JsonNode } from '../json-tree-model';
import styles from './json-tree.module.css';

const Leaf = ({ node }: { node: JsonNode }) => {
  const { t } = useTranslation('audit');
  switch (node.kind) {
    case 'redacted':
      return <span className={styles.redacted}>{t('tree.redacted')}</span>;
    case 'string':
      return <span className={styles.string}>{JSON.stringify(node.value)}</span>;
    case 'number':
      return <span className={styles.number}>{node.value}</span>;
    case 'boolean':
      return <span className={styles.literal}>{String(node.value)}</span>;
    case 'null':
      return <span className={styles.literal}>null</span>;
    case 'object':
    case 'array':
      return null;
  }
};

const Branch = ({ name, value, depth }: { name: string; value: unknown; depth: number }) => {
  const { t } = useTranslation('audit');
  const node = nodeOf(value);
  if (node.kind !== 'object' && node.kind !== 'array') {
    return (
      <li className={styles.row}>
        <span className={styles.key}>{name}</span>
        <span className={styles.colon} aria-hidden="true">
          :
        </span>{' '}
        <Leaf node={node} />
      </li>
    );
  }
  const size = sizeOf(node);
  const children: [string, unknown][] =
    node.kind === 'object' ? node.entries : node.items.map((item, index) => [String(index), item]);
  return (
    <li className={styles.row}>
      <details open={depth <= openDepth} className={styles.branch}>
        <summary>
          <span className={styles.key}>{name}</span>{' '}
          <span className={styles.summary}>
            {node.kind === 'object'
              ? t('tree.fields', { count: size })
              : t('tree.items', { count: size })}
          </span>
        </summary>
        {size > 0 && (
          <ul className={styles.list}>
            {children.map(([key, inner]) => (
              <Branch key={key} name={key} value={inner} depth={depth + 1} />
            ))}
          </ul>
        )}
      </details>
    </li>
  );
};

/**
 * An event's data or metadata as a readable tree: each branch folds (open to the first levels),
 * strings quoted, a sealed secret shown as redacted; with a button to copy it as JSON.
 */
export const JsonTree = ({
  title,
  value,
  copyWhat,
}: {
  title: string;
  value: unknown;
  copyWhat: string;
}) => {
  const node = nodeOf(value);
  const entries: [string, unknown][] =
    node.kind === 'object'
      ? node.entries
      : node.kind === 'array'
        ? node.items.map((item, index) => [String(index), item])
        : [['', value]];
  return (
    <section className={styles.tree} aria-label={title}>
      <div className={styles.head}>
        <h4 className={styles.title}>{title}</h4>
        <CopyButton value={JSON.stringify(value, null, 2)} what={copyWhat} size="small" compact />
      </div>
      <ul className={styles.list}>
        {entries.map(([key, inner]) => (
          <Branch key={key} name={key} value={inner} depth={1} />
        ))}
      </ul>
    </section>
  );
};
