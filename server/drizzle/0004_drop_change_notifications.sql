-- Nothing keeps a will in memory any more (ADR 0017): the change notifications of migrations 0002
-- and 0003 had no listener left, so they go, with the column that kept chat turns out of them.
-- The revision and its trigger `testaments_bump_revision` stay: the optimistic save of a chat turn
-- relies on every writer of the row moving the revision.
DROP TRIGGER testaments_changed ON testaments;
--> statement-breakpoint
DROP TRIGGER testaments_deleted ON testaments;
--> statement-breakpoint
DROP FUNCTION legado_notify_testament_changed();
--> statement-breakpoint
ALTER TABLE "testaments" DROP COLUMN "announced_revision";
