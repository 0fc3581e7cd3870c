import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PROFILE_MESSAGES, PROFILE_MESSAGES_EN } from "@domain/profile/my-profile";
import { useLang } from "@web/lib/i18n/lang-context";

/** The profile's messages in the page's language. */
function useProfileMessages() {
  return useLang() === "en" ? PROFILE_MESSAGES_EN : PROFILE_MESSAGES;
}
import { notify as toast } from "@web/components/ui/toast";
import { failureText } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth/auth-context";
import { changeEmail, changePassword, deleteMyAccount, fetchMyProfile, saveMyProfile, sendLicense, uploadAvatar } from "../api/my-profile";

const MY_PROFILE = ["my-profile"] as const;

export function useMyProfile() {
  return useQuery({ queryKey: MY_PROFILE, queryFn: ({ signal }) => fetchMyProfile(signal) });
}

// A number verified by SMS joins the profile's list of numbers it may show.
export function useRefreshProfile(): () => void {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: MY_PROFILE });
}

// The header shows the name and the photo: the session is read again after either changes.
export function useSaveProfile() {
  const messages = useProfileMessages();
  const client = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: saveMyProfile,
    onSuccess: (profile) => {
      client.setQueryData(MY_PROFILE, profile);
      void refresh();
      toast.success(messages.saved);
    },
  });
}

export function useUploadAvatar() {
  const messages = useProfileMessages();
  const client = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: MY_PROFILE });
      void refresh();
      toast.success(messages.avatarSaved);
    },
    onError: (error) => toast.error(failureText(error)),
  });
}

export function useSendLicense() {
  const messages = useProfileMessages();
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendLicense,
    onSuccess: (profile) => {
      client.setQueryData(MY_PROFILE, profile);
      toast.success(messages.licenseSent);
    },
  });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}

export function useChangePassword() {
  const messages = useProfileMessages();
  return useMutation({ mutationFn: changePassword, onSuccess: () => toast.success(messages.passwordChanged) });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
