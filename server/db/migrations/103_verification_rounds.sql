-- Verification by sampling (docs/product.md R19, decision 183). A round keeps the population it
-- was drawn from (each delivery of the period with its leader and whether it had an alert then)
-- and the seed, so anyone can draw the same sample again and see it is the one on the call list,
-- whatever happened to the deliveries since. The calls are the sample, in the list's order, with
-- what each family said; a note is sealed like every free text about a family.
CREATE TABLE verification_rounds (
  id          uuid PRIMARY KEY,
  period_from date NOT NULL,
  period_to   date NOT NULL CHECK (period_to >= period_from),
  method      text NOT NULL CHECK (method IN ('call', 'visit', 'message')),
  size_kind   text NOT NULL CHECK (size_kind IN ('count', 'percent')),
  size        integer NOT NULL CHECK (size > 0),
  threshold   double precision NOT NULL CHECK (threshold > 0 AND threshold <= 1),
  seed        bigint NOT NULL CHECK (seed >= 0 AND seed < 4294967296),
  population  integer NOT NULL,
  created_by  uuid REFERENCES users (id),
  created_at  timestamptz NOT NULL
);
CREATE INDEX verification_rounds_created ON verification_rounds (created_at DESC);

CREATE TABLE verification_population (
  round_id   uuid NOT NULL REFERENCES verification_rounds (id),
  voucher_id text NOT NULL REFERENCES vouchers (voucher_id),
  leader_id  uuid NOT NULL REFERENCES users (id),
  alerted    boolean NOT NULL,
  PRIMARY KEY (round_id, voucher_id)
);

CREATE TABLE verification_calls (
  round_id     uuid NOT NULL REFERENCES verification_rounds (id),
  voucher_id   text NOT NULL REFERENCES vouchers (voucher_id),
  position     integer NOT NULL,
  outcome      text CHECK (outcome IN ('received', 'notReceived', 'receivedWithProblem', 'noAnswer')),
  note_enc     text,
  recorded_by  uuid REFERENCES users (id),
  recorded_at  timestamptz,
  complaint_id uuid REFERENCES complaints (id),
  PRIMARY KEY (round_id, voucher_id),
  UNIQUE (round_id, position),
  FOREIGN KEY (round_id, voucher_id) REFERENCES verification_population (round_id, voucher_id)
);

-- A 'Não recebeu' found by a verification round opens a complaint of its own channel.
ALTER TABLE complaints DROP CONSTRAINT complaints_channel_check;
ALTER TABLE complaints ADD CONSTRAINT complaints_channel_check
  CHECK (channel IN ('web', 'receipt', 'phone', 'message', 'verification'));
