import type { Db } from '../../db/db.ts';
import type { DeliveryProof } from '#contract/delivery-proof.ts';

const round = (km: number | null) => (km === null ? null : Math.round(Number(km) * 100) / 100);

export async function findDeliveryProof(db: Db, donationId: string): Promise<DeliveryProof> {
  const [donation] = await db.query<{
    receive_lat: number | null;
    receive_lon: number | null;
    site_name: string;
    site_lat: number | null;
    site_lon: number | null;
    receipt_from_site: number | null;
  }>(
    `SELECT d.receive_lat, d.receive_lon, s.name AS site_name, s.lat AS site_lat, s.lon AS site_lon,
            distance_km(d.receive_lat, d.receive_lon, s.lat, s.lon) AS receipt_from_site
       FROM donations d JOIN sites s ON s.site_id = d.site_id WHERE d.donation_id = $1`,
    [donationId],
  );
  if (!donation) return { receipt: null, site: null, deliveries: [] };
  const rows = await db.query<{
    voucher_id: string;
    position: number;
    status: number;
    lat: number;
    lon: number;
    from_receipt: number | null;
    from_site: number | null;
  }>(
    `SELECT v.voucher_id, v.position, v.status, v.lat, v.lon,
            distance_km(d.receive_lat, d.receive_lon, v.lat, v.lon) AS from_receipt,
            distance_km(s.lat, s.lon, v.lat, v.lon) AS from_site
       FROM vouchers v JOIN donations d ON d.donation_id = v.donation_id JOIN sites s ON s.site_id = d.site_id
      WHERE v.donation_id = $1 AND v.status > 1 AND v.lat IS NOT NULL AND v.lon IS NOT NULL
      ORDER BY v.position`,
    [donationId],
  );
  const { receive_lat: rLat, receive_lon: rLon, site_lat: sLat, site_lon: sLon } = donation;
  return {
    receipt:
      rLat === null || rLon === null
        ? null
        : { lat: rLat, lon: rLon, kmFromSite: round(donation.receipt_from_site) },
    site:
      sLat === null || sLon === null ? null : { lat: sLat, lon: sLon, name: donation.site_name },
    deliveries: rows.map((row) => ({
      voucherId: row.voucher_id,
      position: Number(row.position),
      delivered: Number(row.status) === 2,
      lat: Number(row.lat),
      lon: Number(row.lon),
      kmFromReceipt: round(row.from_receipt),
      kmFromSite: round(row.from_site),
    })),
  };
}
