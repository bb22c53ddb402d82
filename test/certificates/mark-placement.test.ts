import { describe, expect, it } from 'vitest';
import { markBox, pageInterior, type Area } from '#server/services/certificate-stamp';
import { templateInnerFrame } from '#server/services/certificate-template';

const inside = (box: Area, area: Area) =>
  box.x >= area.x &&
  box.y >= area.y &&
  box.x + box.width <= area.x + area.width &&
  box.y + box.height <= area.y + area.height;

/** Helvetica's width of "VCI-2026-000123" is about 7.6 times its size. */
const numberWidth = (size: number) => size * 7.6;

describe('where the number and QR code go on a certificate', () => {
  const a4Landscape: Area = { x: 0, y: 0, width: 842, height: 595 };

  it("stays inside the built-in template's inner frame, clear of its border", () => {
    const area = {
      x: templateInnerFrame.x + 12,
      y: templateInnerFrame.y + 12,
      width: templateInnerFrame.width - 24,
      height: templateInnerFrame.height - 24,
    };
    const box = markBox(a4Landscape, area, numberWidth);
    expect(inside(box, templateInnerFrame)).toBe(true);
    expect(box.side).toBe(80);
  });

  it('keeps a margin from the edges of an uploaded page whose artwork is unknown', () => {
    for (const page of [
      a4Landscape,
      { x: 0, y: 0, width: 595, height: 842 },
      { x: 0, y: 0, width: 420, height: 298 },
    ]) {
      const box = markBox(page, pageInterior(page), numberWidth);
      const margin = Math.min(page.width, page.height) * 0.06;
      expect(box.x + box.width).toBeCloseTo(page.width - margin);
      expect(box.y).toBeCloseTo(margin);
      expect(inside(box, page)).toBe(true);
    }
  });
});
