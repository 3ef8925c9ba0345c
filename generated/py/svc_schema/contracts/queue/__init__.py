# DO NOT EDIT — generated from schema/contracts/queue/ by make generate
"""svc wire types: contracts/queue."""
