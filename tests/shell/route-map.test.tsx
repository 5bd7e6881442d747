import { describe, expect, it } from 'vitest';
import { matchRoute } from 'wouter';
import { parse } from 'regexparam';
import { donationStepLink, paths } from '#src/lib/paths.ts';
import { donationStepOf } from '#machines/donation-step.ts';

const params = { id: 'RJ-20261120000000001', voucher: '506700000001' };

describe('the route map', () => {
  it('builds the URLs docs/product.md R2 lists, with the ids in place', () => {
    expect(paths.donationWaitProof.link({ id: params.id })).toBe(
      '/donation/RJ-20261120000000001/wait/prof',
    );
    expect(paths.voucherDelivery.link(params)).toBe(
      '/donation/RJ-20261120000000001/received/current/506700000001/prof',
    );
    expect(paths.deliveredDetails.link(params)).toBe(
      '/donation/RJ-20261120000000001/delivered-details/506700000001',
    );
    expect(paths.donationList.link()).toBe('/donation-list');
  });

  it('encodes ids so an odd one cannot reach another route', () => {
    const link = paths.donationDetails.link({ id: 'a/b c' });
    expect(link).toBe('/donation/a%2Fb%20c/details');
    expect(matchRoute(parse, paths.deliveredDetails.pattern, link)[0]).toBe(false);
  });

  it('adds a query string when given one', () => {
    expect(paths.exportFilters.link({ type: 'donation' })).toBe('/export/filters?type=donation');
    expect(paths.exportTypes.link()).toBe('/export/types');
  });

  it('every link leads the router back to its own route first', () => {
    const routes = Object.entries(paths);
    for (const [name, route] of routes) {
      // A builder takes the params its pattern names (extra ones are ignored), or none at all.
      const link = route.pattern.includes(':')
        ? (route.link as (p: typeof params) => string)(params)
        : (route.link as () => string)();
      const first = routes.find(([, candidate]) => matchRoute(parse, candidate.pattern, link)[0]);
      expect(first?.[0], link).toBe(name);
    }
  });

  it("sends a leader's donation to the screen of its status: 1 wait, 2 received, 3 delivering, 4–6 nowhere", () => {
    const link = (status: number) => donationStepLink('RJ-1', donationStepOf(status));
    expect([1, 2, 3, 4, 5, 6].map(link)).toEqual([
      '/donation/RJ-1/wait',
      '/donation/RJ-1/received',
      '/donation/RJ-1/received/current',
      null,
      null,
      null,
    ]);
  });
});
