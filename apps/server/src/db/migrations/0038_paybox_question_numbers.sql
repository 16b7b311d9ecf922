CREATE TABLE "paybox_question_numbers" (
	"site" text NOT NULL,
	"day" date NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "paybox_question_numbers_site_day_pk" PRIMARY KEY("site","day"),
	CONSTRAINT "paybox_question_numbers_last_number_check" CHECK ("paybox_question_numbers"."last_number" between 1 and 2147483647)
);
