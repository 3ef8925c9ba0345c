# DO NOT EDIT — generated from schema/contracts/events/ by make generate
"""svc wire types: contracts/events."""
