import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tenancyKeys, usePortalClients } from '@portal/shared';
import { RenameMeterRoomDocument } from './generated/meters';
import type { Meter } from './get-meters';

/**
 * Names the room of a meter. A room's name shows on every consumption screen of the tenancy: all its
 * queries are refetched before `onSuccess` gets the renamed meter.
 */
export function useRenameMeterRoom(
  tenancyId: string,
  meterId: string,
  { onSuccess }: { onSuccess?: (renamed: Meter) => void } = {},
) {
  const clients = usePortalClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (roomName: string) =>
      (await clients.nucleolus.request(RenameMeterRoomDocument, { meterId, roomName })).renameMeterRoom,
    onSuccess: async (renamed) => {
      await queryClient.invalidateQueries({ queryKey: tenancyKeys(tenancyId).all });
      onSuccess?.(renamed);
    },
  });
}
