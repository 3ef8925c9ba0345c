# DO NOT EDIT — generated from schema/common/ by make generate
"""svc wire types: common."""
