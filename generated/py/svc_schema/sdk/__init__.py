# DO NOT EDIT — generated from schema/sdk/ by make generate
"""svc wire types: sdk."""
