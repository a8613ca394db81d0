import { type SVGProps, useId, useState } from 'react';
import type { DeviceOutline, Part, Shape } from './outline-shapes.ts';
import { ARTWORK_SIZE, type SkinSource } from './skin-source.ts';

// Room around the device for its shadow, in outline units.
const MARGIN = 36;
const MAX_IMAGE_RETRIES = 2;
const IMAGE_RETRY_DELAY_MS = 1500;

function ShapeElement({ shape, ...props }: { shape: Shape } & SVGProps<SVGElement>) {
  if (shape.kind === 'circle') {
    return (
      <circle cx={shape.cx} cy={shape.cy} r={shape.r} {...(props as SVGProps<SVGCircleElement>)} />
    );
  }
  if (shape.kind === 'rect') {
    return (
      <rect
        x={shape.x}
        y={shape.y}
        width={shape.width}
        height={shape.height}
        rx={shape.r}
        {...(props as SVGProps<SVGRectElement>)}
      />
    );
  }
  return <path d={shape.d} {...(props as SVGProps<SVGPathElement>)} />;
}

interface DeviceDrawingProps {
  outline: DeviceOutline;
  skin: SkinSource | null;
  /** What the picture shows, for screen readers: "Carbon Fibre skin on iPhone 16 Pro". */
  label: string;
}

/**
 * The skin drawn on the device: the product image, clipped to the skin's outline with the
 * cut-outs masked away, then the hardware in the holes, a sheen and a soft shadow. Every id
 * comes from useId, so the server's markup and the first browser render are the same.
 */
export function DeviceDrawing({ outline, skin, label }: DeviceDrawingProps) {
  // useId's colons and guillemets are valid in ids but not everywhere in url(#…); keep it plain.
  const id = `dp${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { width, height } = outline;
  // A failed image would show the browser's broken-image icon, stretched over the device. A
  // busy shop answers 503 for a moment (decision 026), so each URL gets a few more tries, by
  // which time the gallery has usually loaded the same file into the cache.
  const [failures, setFailures] = useState<{ url: string; count: number } | null>(null);
  // A browser that cannot decode an upload's AVIF takes its WebP, the file its gallery loaded.
  const [undecodedUrl, setUndecodedUrl] = useState<string | null>(null);
  const imageUrl = skin?.fallbackUrl && undecodedUrl === skin.url ? skin.fallbackUrl : skin?.url;
  const failureCount = imageUrl && failures?.url === imageUrl ? failures.count : 0;
  const shown =
    skin && imageUrl && failureCount <= MAX_IMAGE_RETRIES ? { ...skin, url: imageUrl } : null;

  function handleImageError(url: string) {
    if (url === skin?.url && skin.fallbackUrl) {
      setUndecodedUrl(url);
      return;
    }
    const count = failureCount + 1;
    setFailures({ url, count: MAX_IMAGE_RETRIES + 1 });
    if (count <= MAX_IMAGE_RETRIES) {
      window.setTimeout(() => setFailures({ url, count }), IMAGE_RETRY_DELAY_MS * count);
    }
  }
  const url = (name: string) => `url(#${id}-${name})`;

  return (
    <svg
      role="img"
      aria-label={label}
      data-outline={outline.description}
      viewBox={`${-MARGIN} ${-MARGIN} ${width + 2 * MARGIN} ${height + 2 * MARGIN + 12}`}
      className="mx-auto block h-auto max-h-80 w-full sm:max-h-[26rem]"
    >
      <defs>
        <filter id={`${id}-blur`} x="-20%" y="-20%" width="140%" height="140%">
          <feGaussianBlur stdDeviation="12" />
        </filter>
        <clipPath id={`${id}-skin`}>
          <ShapeElement shape={outline.skin} />
        </clipPath>
        <mask
          id={`${id}-cuts`}
          maskUnits="userSpaceOnUse"
          x={0}
          y={0}
          width={width}
          height={height}
        >
          <rect width={width} height={height} fill="#fff" />
          {outline.cutouts.map((shape, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cut-outs are fixed per outline
            <ShapeElement key={index} shape={shape} fill="#000" />
          ))}
        </mask>
        <linearGradient id={`${id}-sheen`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.32" />
          <stop offset="0.38" stopColor="#fff" stopOpacity="0.06" />
          <stop offset="0.5" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.22" />
        </linearGradient>
        <linearGradient id={`${id}-edge`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f4f5f7" />
          <stop offset="0.5" stopColor="#8d929b" />
          <stop offset="1" stopColor="#3b3f46" />
        </linearGradient>
        <radialGradient id={`${id}-glass`} cx="0.38" cy="0.34" r="0.75">
          <stop offset="0" stopColor="#4a5a7a" />
          <stop offset="0.35" stopColor="#141a26" />
          <stop offset="1" stopColor="#05070a" />
        </radialGradient>
        <pattern id={`${id}-holes`} width="12" height="12" patternUnits="userSpaceOnUse">
          <circle cx="6" cy="6" r="3.2" fill="#000" />
        </pattern>
        <linearGradient id={`${id}-metal`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f5f6f8" />
          <stop offset="0.55" stopColor="#a7acb4" />
          <stop offset="1" stopColor="#6c717a" />
        </linearGradient>
      </defs>
      <ShapeElement
        shape={outline.body}
        transform="translate(0 16)"
        fill="#0b0c0f"
        opacity={0.3}
        filter={url('blur')}
      />
      <ShapeElement shape={outline.body} fill={outline.bodyColor} />
      <ShapeElement shape={outline.body} fill="none" stroke={url('edge')} strokeWidth={2.5} />
      <g clipPath={url('skin')} mask={url('cuts')}>
        {shown ? (
          <svg
            aria-hidden="true"
            x={0}
            y={0}
            width={width}
            height={height}
            viewBox={shown.window.join(' ')}
            preserveAspectRatio="xMidYMid slice"
          >
            <image
              // A new element after a failure, so the browser asks again.
              key={failureCount}
              href={shown.url}
              width={ARTWORK_SIZE}
              height={ARTWORK_SIZE}
              preserveAspectRatio="xMidYMid slice"
              onError={() => handleImageError(shown.url)}
            />
          </svg>
        ) : (
          <rect width={width} height={height} fill="#d4d6db" />
        )}
        <rect width={width} height={height} fill={url('sheen')} />
      </g>
      <ShapeElement
        shape={outline.skin}
        fill="none"
        stroke="#fff"
        strokeOpacity={0.35}
        strokeWidth={1.5}
      />
      {outline.parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts are fixed per outline
        <PartElement key={index} part={part} url={url} />
      ))}
    </svg>
  );
}

function PartElement({ part, url }: { part: Part; url: (name: string) => string }) {
  const { shape, look } = part;
  switch (look) {
    case 'lens':
      return (
        <g>
          <ShapeElement shape={shape} fill={url('metal')} />
          <ShapeElement shape={shrink(shape, 0.8)} fill={url('glass')} />
          {shape.kind === 'circle' && (
            <circle
              cx={shape.cx - shape.r * 0.28}
              cy={shape.cy - shape.r * 0.3}
              r={shape.r * 0.14}
              fill="#fff"
              opacity={0.55}
            />
          )}
        </g>
      );
    case 'island':
      return (
        <ShapeElement
          shape={shape}
          fill="#2a2e35"
          stroke="#4b5059"
          strokeWidth={2}
          opacity={0.92}
        />
      );
    case 'flash':
      return <ShapeElement shape={shape} fill="#f3e7c4" stroke="#b9b2a0" strokeWidth={1.5} />;
    case 'sensor':
      return <ShapeElement shape={shape} fill="#0d0f13" />;
    case 'metal':
      return <ShapeElement shape={shape} fill={url('metal')} stroke="#00000033" strokeWidth={1} />;
    case 'screen':
      return <ShapeElement shape={shape} fill="#0c0e12" stroke="#2f333a" strokeWidth={1.5} />;
    case 'vent':
      return (
        <g>
          <ShapeElement shape={shape} fill="#2b2e35" />
          <ShapeElement shape={shape} fill={url('holes')} />
        </g>
      );
    case 'grille':
      return <ShapeElement shape={shape} fill="#08090b" opacity={0.85} />;
  }
}

/** The glass of a lens sits inside its metal ring. */
function shrink(shape: Shape, factor: number): Shape {
  return shape.kind === 'circle' ? { ...shape, r: shape.r * factor } : shape;
}
