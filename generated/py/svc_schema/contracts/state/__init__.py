# DO NOT EDIT — generated from schema/contracts/state/ by make generate
"""svc wire types: contracts/state."""
