CREATE TABLE "match_need_counts" (
	"state" text NOT NULL,
	"need" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "match_need_counts_state_need_day_pk" PRIMARY KEY("state","need","day")
);
