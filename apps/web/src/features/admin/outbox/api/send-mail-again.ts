import { type OutboxMail, OutboxMailSchema } from '@skins/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#lib/api-client.ts';
import { adminOutboxKeys } from './outbox-keys.ts';

/**
 * POST /api/mail/outbox/{id}/send (admin, no body): one more send, now, of a mail, WhatsApp
 * message or SMS that gave up, by its own channel; answers the row as it then is (`sent`, or
 * `failed` with the new error). 409 `CONFLICT` for any other row, or when its channel is not set
 * up (no mail server, no provider).
 */
function sendMailAgain(mailId: string): Promise<OutboxMail> {
  return apiSend(`/mail/outbox/${encodeURIComponent(mailId)}/send`, OutboxMailSchema, {
    method: 'POST',
  });
}

export function useSendMailAgain(mailId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendMailAgain(mailId),
    onSuccess: (mail) => {
      queryClient.setQueryData(adminOutboxKeys.detail(mailId), mail);
      void queryClient.invalidateQueries({ queryKey: adminOutboxKeys.lists() });
    },
    // Refused: the mail moved (sent, or another admin sent it): show it as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: adminOutboxKeys.all }),
  });
}
