# DO NOT EDIT — generated from schema/contracts/console/ by make generate
"""svc wire types: contracts/console."""
