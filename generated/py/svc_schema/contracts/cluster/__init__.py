# DO NOT EDIT — generated from schema/contracts/cluster/ by make generate
"""svc wire types: contracts/cluster."""
