# DO NOT EDIT — generated from schema/contracts/engine/ by make generate
"""svc wire types: contracts/engine."""
