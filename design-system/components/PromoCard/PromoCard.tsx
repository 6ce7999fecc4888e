import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { Image } from '../Image';
import { cx } from '../../utils/cx';
import { body, card, dates, meta, more, text, title as titleClass } from './PromoCard.css';

export interface PromoCardProps {
  title: string;
  /** Cover image (SPEC: the announcement image with sequence 1). */
  imageSrc: string;
  /** Already formatted by the app, e.g. "2026/11/01 - 2026/11/30" or "Longo prazo". */
  dateRange: string;
  /** Label of the button, e.g. "Mais detalhes". */
  moreLabel: string;
  /** Opens the detail (SPEC: /m/activityDetail?id=…); a tap anywhere on the card does the same. */
  onMore?: () => void;
  /** Navigates instead, with the injected router link. */
  href?: string;
  /** The player's state for this promotion (e.g. a Badge 'Applying'), shown beside the dates. */
  status?: ReactNode;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Width / height of the cover; default 2.5. */
  imageRatio?: number;
  retryLabel?: string;
  className?: string;
}

/** A promotion in the list (SPEC §2): cover image, title, date range and a more-details button. */
export function PromoCard({
  title,
  imageSrc,
  dateRange,
  moreLabel,
  onMore,
  href,
  status,
  headingLevel = 3,
  imageRatio = 2.5,
  retryLabel,
  className,
}: PromoCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const buttonId = useId();
  const moreProps = href ? { href } : { onClick: onMore };
  return (
    <article className={cx(card, className)}>
      <Image src={imageSrc} alt="" ratio={imageRatio} retryLabel={retryLabel} />
      <div className={body}>
        <div className={text}>
          <Heading id={titleId} className={titleClass}>
            {title}
          </Heading>
          {status ? (
            <span className={meta}>
              <span className={dates}>{dateRange}</span>
              {status}
            </span>
          ) : (
            <span className={dates}>{dateRange}</span>
          )}
        </div>
        <Button
          size="sm"
          variant="primary"
          className={more}
          id={buttonId}
          // Named "More details <title>" so each card's button is distinct in a list.
          aria-labelledby={`${buttonId} ${titleId}`}
          {...moreProps}
        >
          {moreLabel}
        </Button>
      </div>
    </article>
  );
}
