# DO NOT EDIT — generated from schema/contracts/stream/ by make generate
"""svc wire types: contracts/stream."""
