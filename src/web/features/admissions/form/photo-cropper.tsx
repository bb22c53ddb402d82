import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { PHOTO_RATIO } from '#common/admissions';
import './messages';

/** The saved photo's size in pixels: 35 × 45 mm at 250 dots an inch, near enough. */
const OUT_WIDTH = 350;
const OUT_HEIGHT = Math.round(OUT_WIDTH / PHOTO_RATIO);

interface Frame {
  zoom: number;
  /** Where the frame sits across the picture's spare width and height, 0 to 100. */
  x: number;
  y: number;
}

/** Draws the framed part of `image` onto `canvas` at the photo's size. */
function draw(canvas: HTMLCanvasElement, image: HTMLImageElement, { zoom, x, y }: Frame) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const fit = Math.min(image.naturalWidth / PHOTO_RATIO, image.naturalHeight);
  const height = fit / zoom;
  const width = height * PHOTO_RATIO;
  const left = ((image.naturalWidth - width) * x) / 100;
  const top = ((image.naturalHeight - height) * y) / 100;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, OUT_WIDTH, OUT_HEIGHT);
  context.drawImage(image, left, top, width, height, 0, 0, OUT_WIDTH, OUT_HEIGHT);
}

/**
 * A passport photo from any picture: the visitor frames it 35:45 with three sliders (size, across,
 * up and down: keyboard and screen readers work them), seen as they move, and saves it as a JPEG.
 */
export function PhotoCropper({
  file,
  onCropped,
  pending,
}: {
  file: File;
  onCropped: (photo: Blob) => void;
  pending: boolean;
}) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [frame, setFrame] = useState<Frame>({ zoom: 1, x: 50, y: 50 });
  const ids = { zoom: useId(), x: useId(), y: useId() };

  useEffect(() => {
    const address = URL.createObjectURL(file);
    const loaded = new Image();
    loaded.onload = () => setImage(loaded);
    loaded.onerror = () => setFailed(true);
    loaded.src = address;
    return () => URL.revokeObjectURL(address);
  }, [file]);

  useEffect(() => {
    if (image && canvas.current) draw(canvas.current, image, frame);
  }, [image, frame]);

  if (failed) {
    return (
      <p role="alert" className="text-sm text-red-700">
        <Trans>This picture could not be opened. Choose a JPEG or PNG photo.</Trans>
      </p>
    );
  }
  const slider = (key: keyof Frame, label: string, min: number, max: number, step: number) => (
    <div>
      <label htmlFor={ids[key]} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={ids[key]}
        type="range"
        min={min}
        max={max}
        step={step}
        value={frame[key]}
        onChange={(event) => setFrame({ ...frame, [key]: Number(event.target.value) })}
        className="w-full"
      />
    </div>
  );
  const save = () => canvas.current?.toBlob((blob) => blob && onCropped(blob), 'image/jpeg', 0.9);

  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
      <canvas
        ref={canvas}
        width={OUT_WIDTH}
        height={OUT_HEIGHT}
        role="img"
        aria-label={t`The photo as it will be saved`}
        className="h-45 w-35 rounded border border-slate-300"
      />
      <div className="grid gap-3">
        {slider('zoom', t`Size`, 1, 4, 0.05)}
        {slider('x', t`Left or right`, 0, 100, 1)}
        {slider('y', t`Up or down`, 0, 100, 1)}
        <button
          type="button"
          className="btn btn-primary"
          onClick={save}
          disabled={!image || pending}
        >
          {pending ? <Trans>Loading...</Trans> : <Trans>Use this photo</Trans>}
        </button>
      </div>
    </div>
  );
}
