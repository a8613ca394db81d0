import { formatShopDate, type ProductReview } from '@skins/shared';
import { useId, useState } from 'react';
import { CheckBoldIcon } from '#ui/icons.tsx';
import { ProductImage } from '#ui/product-image.tsx';
import { Stars } from '#ui/stars.tsx';
import { PhotoLightbox, photoName } from './photo-lightbox.tsx';

/** One published review: what the buyer wrote, who, for which model, and the shop's reply. */
export function ReviewItem({ review }: { review: ProductReview }) {
  const titleId = useId();
  const [shownPhoto, setShownPhoto] = useState<number | null>(null);
  const { rating, title, body, author, photos, selectedModel, createdAt, reply } = review;

  return (
    <article aria-labelledby={titleId} className="py-7 first:pt-0">
      <div className="flex items-center justify-between gap-4">
        <p className="flex items-center gap-2">
          <Stars rating={rating} />
          <span className="sr-only">{`Rated ${rating} out of 5`}</span>
        </p>
        <time dateTime={createdAt} className="text-neutral-500 text-xs">
          {formatShopDate(createdAt, 'short')}
        </time>
      </div>
      <h3 id={titleId} className="mt-3 font-semibold text-neutral-900">
        {title ?? <span className="sr-only">{`Review by ${author}`}</span>}
      </h3>
      <p className="mt-2 whitespace-pre-line text-neutral-700 text-sm leading-relaxed">{body}</p>
      {photos.length > 0 && (
        <ul aria-label="Photos" className="mt-4 flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={photo}>
              <button
                type="button"
                aria-label={`Open ${photoName(index, photos.length, author)}`}
                onClick={() => setShownPhoto(index)}
                className="block size-20 overflow-hidden rounded-xl bg-neutral-100 ring-1 ring-neutral-900/10 transition hover:ring-neutral-900/30"
              >
                <ProductImage
                  src={photo}
                  sizes="80px"
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-neutral-500 text-xs">
        <span className="font-semibold text-neutral-900">{author}</span>
        <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
          <CheckBoldIcon className="size-3" />
          Verified buyer
        </span>
        <span>{`Bought for ${selectedModel}`}</span>
      </p>
      {reply && (
        <div className="mt-4 rounded-xl border-accent/40 border-l-2 bg-neutral-50 px-4 py-3">
          <p className="flex items-baseline justify-between gap-3 text-xs">
            <span className="font-semibold text-neutral-900">Reply from Skins</span>
            <time dateTime={reply.at} className="text-neutral-500">
              {formatShopDate(reply.at, 'short')}
            </time>
          </p>
          <p className="mt-1.5 whitespace-pre-line text-neutral-700 text-sm leading-relaxed">
            {reply.body}
          </p>
        </div>
      )}
      {photos.length > 0 && (
        <PhotoLightbox
          photos={photos}
          index={shownPhoto}
          author={author}
          onIndexChange={setShownPhoto}
          onClose={() => setShownPhoto(null)}
        />
      )}
    </article>
  );
}
