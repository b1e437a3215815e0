ALTER TABLE "directory_listings" ADD COLUMN "slow_replies" boolean DEFAULT false NOT NULL;
-- Filled by every listing refresh and corrected hourly by the 'listing-replies' sweep (refreshReplyGroups).
