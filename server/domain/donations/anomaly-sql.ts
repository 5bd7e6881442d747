import { ANOMALY_RULES, type AnomalyKind } from '#contract/anomalies.ts';
import { DELIVERY_WINDOW_MS } from '../../shared/timestamps.ts';

const r = ANOMALY_RULES;
const windowHours = DELIVERY_WINDOW_MS / 3_600_000;

/**
 * One text for details, filter and export, so the three agree. Constants only, so written into the
 * SQL.
 */
export const ANOMALY_SQL: Record<AnomalyKind, string> = {
  farDelivery: `EXISTS (SELECT 1 FROM vouchers av
     WHERE av.donation_id = d.donation_id AND av.status > 1 AND av.lat IS NOT NULL AND d.receive_lat IS NOT NULL
       AND distance_km(d.receive_lat, d.receive_lon, av.lat, av.lon) > ${r.farDeliveryKm})`,
  farReceipt: `EXISTS (SELECT 1 FROM sites asite
     WHERE asite.site_id = d.site_id AND asite.lat IS NOT NULL AND d.receive_lat IS NOT NULL
       AND distance_km(d.receive_lat, d.receive_lon, asite.lat, asite.lon) > ${r.farDeliveryKm})`,
  deliveryBurst: `EXISTS (SELECT 1 FROM vouchers av
     WHERE av.donation_id = d.donation_id AND av.delivered IS NOT NULL
       AND (SELECT count(*) FROM vouchers aw
             WHERE aw.donation_id = av.donation_id AND aw.delivered >= av.delivered
               AND aw.delivered < av.delivered + interval '${r.burstSeconds} seconds') >= ${r.burstCount})`,
  reusedPhoto: `EXISTS (SELECT 1 FROM vouchers av JOIN vouchers aw
       ON aw.voucher_id <> av.voucher_id AND aw.photo_hash IS NOT NULL
          AND bit_count(av.photo_hash # aw.photo_hash) <= ${r.samePhotoMaxBits}
     WHERE av.donation_id = d.donation_id AND av.photo_hash IS NOT NULL)`,
  lateDelivery: `EXISTS (SELECT 1 FROM vouchers av
     WHERE av.donation_id = d.donation_id AND d.delivery_started IS NOT NULL
       AND av.delivered > d.delivery_started + interval '${windowHours} hours')`,
  quantityDivergence: `(d.received_quantity IS NOT NULL AND d.received_quantity <> d.quantity)`,
  // Offline deliveries are never refused for it: the flag appears when they sync.
  familyServedTwice: `EXISTS (SELECT 1 FROM vouchers av JOIN vouchers aw
       ON aw.received_cpf_hash = av.received_cpf_hash AND aw.status = 2
          AND (aw.delivered, aw.voucher_id) < (av.delivered, av.voucher_id)
          AND aw.delivered >= av.delivered - make_interval(days => (SELECT ps.duplicate_window_days FROM privacy_settings ps))
     WHERE av.donation_id = d.donation_id AND av.status = 2 AND av.received_cpf_hash IS NOT NULL)`,
  familyNotReceived: `EXISTS (SELECT 1 FROM vouchers av
     WHERE av.donation_id = d.donation_id AND av.family_answer = 'notReceived')`,
  // A transfer to another leader clears it.
  leaderUnavailable: `(d.status < 4 AND EXISTS (SELECT 1 FROM leader_report_donations ard JOIN leader_reports ar ON ar.id = ard.report_id
     WHERE ard.donation_id = d.donation_id AND ar.resolved_at IS NULL AND ar.leader_id = d.leader_id))`,
};
