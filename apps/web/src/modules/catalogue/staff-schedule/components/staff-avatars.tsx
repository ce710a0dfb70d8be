import { Avatar, Tooltip } from "@mantine/core";
import type { ScheduledPerson } from "@stund/shared/contracts/staff-schedule";
import { initialsOf } from "../model/schedule-week";

const shown = 4;

/** The people on a departure as initials; one in conflict is ringed in orange. */
export function StaffAvatars({ staff }: { staff: ScheduledPerson[] }) {
  const rest = staff.length - shown;
  return (
    <Tooltip.Group openDelay={200}>
      <Avatar.Group spacing="xs" data-testid="staff-avatars">
        {staff.slice(0, shown).map((person) => (
          <Tooltip key={person.userId} label={person.name} withArrow>
            <Avatar
              size="sm"
              radius="xl"
              color={person.hasConflict ? "orange" : "blue"}
              variant={person.hasConflict ? "filled" : "light"}
              aria-label={person.name}
              data-conflict={person.hasConflict || undefined}
            >
              {initialsOf(person.name)}
            </Avatar>
          </Tooltip>
        ))}
        {rest > 0 && (
          <Avatar size="sm" radius="xl">
            +{rest}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
