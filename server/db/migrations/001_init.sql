-- The whole data model of the reference backend. Runs unchanged on PGlite and PostgreSQL.

CREATE TABLE users (
  id            uuid PRIMARY KEY,
  login         text NOT NULL UNIQUE CHECK (login ~ '^[0-9]{11}$'),   -- CPF digits
  name          text NOT NULL,
  email         text NOT NULL,
  role          text CHECK (role IN ('admin', 'leader', 'readonly')),  -- NULL: no role yet
  password_hash text NOT NULL,                                         -- scrypt, see server/identity
  rg            text,
  phone         text,
  birthdate     date,
  site_id       integer,
  delivery_location text,
  delivery_cep  text,
  slums         text,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_name_idx ON users (lower(name));

CREATE TABLE commitments (
  user_id    uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  accepted_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE checklists (
  id         bigserial PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX checklists_user_idx ON checklists (user_id, created_at DESC);

CREATE TABLE sites (
  site_id serial PRIMARY KEY,
  name    text NOT NULL,
  city    text NOT NULL,
  state   char(2) NOT NULL,
  UNIQUE (name, city, state)
);
CREATE INDEX sites_state_city_idx ON sites (state, city);

-- Files live under DATA_DIR/files/<id>; never named after a user's file name.
CREATE TABLE files (
  id           uuid PRIMARY KEY,
  content_type text NOT NULL,
  size_bytes   integer NOT NULL,
  original_name text,             -- shown only, never used as a path
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE donations (
  donation_id       text PRIMARY KEY CHECK (donation_id ~ '^[A-Z]{2}-[0-9]{17}$'),
  leader_id         uuid NOT NULL REFERENCES users (id),
  site_id           integer NOT NULL REFERENCES sites (site_id),
  quantity          integer NOT NULL CHECK (quantity > 0),
  status            smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 6),
  sent_date         date,
  scheduled         timestamptz,
  created           timestamptz NOT NULL DEFAULT now(),
  received          timestamptz,
  received_quantity integer,
  receive_lat       double precision,
  receive_lon       double precision,
  receive_file_id   uuid REFERENCES files (id),
  delivery_started  timestamptz,
  last_delivery     timestamptz,
  completed         timestamptz
);
CREATE INDEX donations_leader_idx ON donations (leader_id, created DESC);
CREATE INDEX donations_site_idx ON donations (site_id);
CREATE INDEX donations_status_idx ON donations (status);
CREATE INDEX donations_created_idx ON donations (created DESC);

CREATE TABLE vouchers (
  voucher_id              text PRIMARY KEY,
  donation_id             text NOT NULL REFERENCES donations (donation_id),
  position                integer NOT NULL,        -- 1-based delivery order inside the donation
  status                  smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 3),
  delivered               timestamptz,
  received_cpf            text,
  received_name           text,
  received_contact_number text,
  received_email          text,
  leader_comment          text,
  lat                     double precision,
  lon                     double precision,
  photo_file_id           uuid REFERENCES files (id),
  invoice_file_id         uuid REFERENCES files (id),
  UNIQUE (donation_id, position)
);

CREATE TABLE loads (
  id          uuid PRIMARY KEY,
  file_name   text NOT NULL,
  type        text NOT NULL CHECK (type IN ('voucher', 'user', 'donation', 'transfer', 'site')),
  status      text NOT NULL,
  rows        integer NOT NULL DEFAULT 0,
  created_by  uuid NOT NULL REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE load_errors (
  load_id uuid NOT NULL REFERENCES loads (id) ON DELETE CASCADE,
  line    integer NOT NULL,
  message text NOT NULL
);
CREATE INDEX load_errors_load_idx ON load_errors (load_id, line);

CREATE TABLE reports (
  id         uuid PRIMARY KEY,
  type       text NOT NULL CHECK (type IN ('sites', 'users', 'donation', 'voucher')),
  details    text NOT NULL,
  filters    jsonb NOT NULL DEFAULT '{}'::jsonb,
  status     smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 3),
  file_id    uuid REFERENCES files (id),
  owner_id   uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Local identity provider state.
CREATE TABLE auth_codes (
  code           text PRIMARY KEY,
  user_id        uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id      text NOT NULL,
  redirect_uri   text NOT NULL,
  code_challenge text,
  scope          text NOT NULL,
  expires_at     timestamptz NOT NULL
);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id  text NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked    boolean NOT NULL DEFAULT false
);
