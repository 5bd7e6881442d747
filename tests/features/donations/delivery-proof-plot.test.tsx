/** The delivery-proof picture a person can read: a scale bar, marks that never cover each other, the unit marked clearly. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeliveryProofPlot } from '#src/features/donations/map/DeliveryMap.tsx';
import { placeLabels, projectPoints, scaleBar } from '#src/features/donations/map/DeliveryMap.tsx';

const site = { lat: -22.8597, lon: -43.2431, name: 'Casa de Apoio da Maré' };
// The walk's case: receipt at the unit, one card delivered at the unit and one 33 km away.
const proof = {
  receipt: { lat: site.lat, lon: site.lon, kmFromSite: 0 },
  site,
  deliveries: [
    {
      voucherId: 'C1',
      position: 1,
      delivered: true,
      lat: site.lat,
      lon: site.lon,
      kmFromReceipt: 0,
      kmFromSite: 0,
    },
    {
      voucherId: 'C2',
      position: 2,
      delivered: false,
      lat: -22.5589,
      lon: -43.2439,
      kmFromReceipt: 33.45,
      kmFromSite: 33.45,
    },
  ],
};

const centreOf = (mark: Element) => {
  const shape = mark.querySelector(':scope > rect, :scope > circle[r="10"]')!;
  if (shape.tagName === 'rect')
    return { x: Number(shape.getAttribute('x')) + 12, y: Number(shape.getAttribute('y')) + 12 };
  return { x: Number(shape.getAttribute('cx')), y: Number(shape.getAttribute('cy')) };
};

describe('DeliveryProofPlot', () => {
  it('keeps marks on the same spot apart, each with a leader line to its true position', () => {
    render(<DeliveryProofPlot proof={proof} />);
    const plot = screen.getByRole('img', { name: /Gráfico das posições/ });
    const marks = [...plot.querySelectorAll('[data-mark]')];
    expect(marks.map((m) => m.getAttribute('data-mark'))).toEqual(['U', 'R', '1', '2']);
    const centres = marks.map(centreOf);
    for (let i = 0; i < centres.length; i += 1)
      for (let j = i + 1; j < centres.length; j += 1)
        expect(
          Math.hypot(centres[i]!.x - centres[j]!.x, centres[i]!.y - centres[j]!.y),
        ).toBeGreaterThanOrEqual(22);
    // The unit keeps its own position; the receipt and card 1, on the same spot, are moved with a leader line.
    expect(marks[0]).not.toHaveAttribute('data-moved');
    expect(marks[1]).toHaveAttribute('data-moved');
    expect(marks[2]).toHaveAttribute('data-moved');
    expect(marks[1]!.querySelector('line')).not.toBeNull();
  });

  it('draws a round scale bar that matches the distances', () => {
    render(<DeliveryProofPlot proof={proof} />);
    const plot = screen.getByRole('img', { name: /Gráfico das posições/ });
    const scale = plot.querySelector('[data-scale-km]')!;
    expect(scale).toHaveTextContent('10 km');
    // 33,45 km fill the inner 232 units of the plot, so 10 km are about 69 units.
    const bar = scale.querySelector('line')!;
    expect(Number(bar.getAttribute('x2')) - Number(bar.getAttribute('x1'))).toBeCloseTo(
      (10 / 33.45) * 232,
      0,
    );
    expect(screen.getByText(/U: unidade · R: ponto de recebimento/)).toBeInTheDocument();
  });

  it('says all positions are on one spot instead of drawing a scale of nothing', () => {
    render(<DeliveryProofPlot proof={{ ...proof, deliveries: [proof.deliveries[0]!] }} />);
    expect(
      screen.getByRole('img', { name: /Gráfico das posições/ }).querySelector('[data-scale-km]'),
    ).toBeNull();
    expect(screen.getByText(/Todas as posições estão no mesmo lugar/)).toBeInTheDocument();
  });
});

describe('plot geometry', () => {
  it('picks 1, 2 or 5 times a power of ten, as long as fits', () => {
    expect(scaleBar(0.1, 110).km).toBe(10);
    expect(scaleBar(0.01, 110).km).toBe(1);
    expect(scaleBar(0.03, 110).km).toBe(2);
    expect(scaleBar(0.001, 110)).toEqual({ km: 0.1, length: expect.closeTo(100, 6) as number });
  });

  it('spreads ten labels piled on one point inside the box', () => {
    const pile = projectPoints(
      Array.from({ length: 10 }, () => ({ lat: -23.55, lon: -46.63 })),
      300,
      34,
    );
    const placed = placeLabels(pile, 11, 300);
    for (const p of placed) {
      expect(p.x).toBeGreaterThanOrEqual(11);
      expect(p.y).toBeLessThanOrEqual(289);
    }
    const distinct = new Set(placed.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`));
    expect(distinct.size).toBe(10);
  });
});
