import { Avatar } from "@mantine/core";
import { fullName } from "@prenup/domain";

export interface UserAvatarProps {
  firstName?: string | null;
  lastName?: string | null;
  size?: number | "sm" | "md" | "lg";
}

/** First letters of the first and last name, upper-case ('?' when there is no name yet). */
export function initials(firstName?: string | null, lastName?: string | null): string {
  const letters = [firstName, lastName].map((part) => part?.trim().charAt(0) ?? "").join("");
  return letters === "" ? "?" : letters.toLocaleUpperCase();
}

export function UserAvatar({ firstName, lastName, size = "md" }: UserAvatarProps) {
  const name = fullName({ firstName, lastName });
  return (
    <Avatar color="brand" radius="xl" size={size} aria-label={name === "" ? "User" : name} role="img">
      {initials(firstName, lastName)}
    </Avatar>
  );
}
