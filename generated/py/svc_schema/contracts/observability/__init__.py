# DO NOT EDIT — generated from schema/contracts/observability/ by make generate
"""svc wire types: contracts/observability."""
