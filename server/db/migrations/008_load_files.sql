-- A charge file is stored on upload and loaded by a durable job (server/domain/charges/charge-job.ts);
-- the load points at its file until the job has finished with it.
ALTER TABLE loads ADD COLUMN IF NOT EXISTS file_id uuid REFERENCES files (id) ON DELETE SET NULL;
