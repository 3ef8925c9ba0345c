# DO NOT EDIT — generated from schema/contracts/cron/ by make generate
"""svc wire types: contracts/cron."""
