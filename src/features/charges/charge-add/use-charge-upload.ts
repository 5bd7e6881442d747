import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ChargeDocument, UploadChargeDocument } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { chargeCopy } from '../copy';
import type { ChargeUpload } from '../forms/charge-upload';
import type { UploadFailureInfo } from './UploadFailure';
import { rejectedFailure } from './rejected-failure';

export type UploadOutcome =
  | { kind: 'processed' }
  | { kind: 'processing'; chargeId: string }
  | { kind: 'failed'; failure: UploadFailureInfo };

/**
 * Sends the file with upload progress (0–100, null when idle). A file the server refuses
 * (400/413) comes back as its message; a file it records with problems as its status and lines;
 * a file whose job outlasts the server's wait (202) as the id of the load still processing.
 */
export function useChargeUpload() {
  const client = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async ({ type, file }: ChargeUpload): Promise<UploadOutcome> => {
    setProgress(0);
    try {
      const { data } = await client.mutate({
        mutation: UploadChargeDocument,
        variables: { type, file },
        context: {
          onUploadProgress: ({ loaded, total }) =>
            setProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
        },
      });
      const charge = data?.uploadCharge;
      if (!charge)
        return {
          kind: 'failed',
          failure: { kind: 'refused', message: readGraphQLFailure(null).message },
        };
      if (charge.status === chargeCopy.successStatus) return { kind: 'processed' };
      if (charge.status === chargeCopy.processingStatus)
        return { kind: 'processing', chargeId: charge._id };
      const detail = await client
        .query({
          query: ChargeDocument,
          variables: { id: charge._id },
          fetchPolicy: 'network-only',
        })
        .catch(() => null);
      return {
        kind: 'failed',
        failure: rejectedFailure({ ...charge, errors: detail?.data?.charge.errors }),
      };
    } catch (error) {
      return {
        kind: 'failed',
        failure: { kind: 'refused', message: readGraphQLFailure(error).message },
      };
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress };
}
