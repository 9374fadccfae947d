import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { storeAuthToken } from "../../../lib/auth-token";
import { useRedirectTarget } from "../hooks/redirect-target";
import type { AuthResult } from "#domain/api/auth";
import { userQueryKey } from "./use-user";

/** After login or registration: keep the token, cache the user, and go where the visitor was heading. */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  return ({ user, token }: AuthResult) => {
    storeAuthToken(token);
    queryClient.setQueryData(userQueryKey, user);
    void navigate(target, { replace: true });
  };
}
