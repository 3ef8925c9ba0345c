# DO NOT EDIT — generated from schema/contracts/channels/ by make generate
"""svc wire types: contracts/channels."""
