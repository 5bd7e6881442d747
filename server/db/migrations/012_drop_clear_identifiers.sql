-- After 011 sealed every identifier (server/privacy/encrypt-existing.ts), the clear columns go.
ALTER TABLE users
  DROP COLUMN login,
  DROP COLUMN email,
  DROP COLUMN rg,
  DROP COLUMN phone,
  DROP COLUMN birthdate,
  DROP COLUMN delivery_location,
  DROP COLUMN delivery_cep,
  DROP COLUMN slums;
ALTER TABLE users ALTER COLUMN login_hash SET NOT NULL;
ALTER TABLE users ALTER COLUMN login_enc SET NOT NULL;
ALTER TABLE users ALTER COLUMN email_enc SET NOT NULL;
-- Sign-in, the filter's leader CPF and the charge files find an account by this.
ALTER TABLE users ADD CONSTRAINT users_login_hash_key UNIQUE (login_hash);

ALTER TABLE vouchers
  DROP COLUMN received_cpf,
  DROP COLUMN received_contact_number,
  DROP COLUMN received_email;
-- A data-subject request and the duplicate-family flag look a family up by its CPF's hash.
CREATE INDEX vouchers_received_cpf_hash_idx ON vouchers (received_cpf_hash, delivered) WHERE received_cpf_hash IS NOT NULL;

-- Messages of charge files quoted CPFs: keep only the middle digits, as the screens show them.
UPDATE load_errors
   SET message = regexp_replace(message, '(?<![0-9])([0-9]{3})\.?([0-9]{3})\.?([0-9]{3})-?([0-9]{2})(?![0-9])', '***.\2.\3-**', 'g')
 WHERE message ~ '[0-9]{3}\.?[0-9]{3}\.?[0-9]{3}-?[0-9]{2}';

-- Sign-in throttling counted failures under the typed CPF; it now counts them under its hash.
DELETE FROM auth_throttle WHERE key LIKE 'account:%';
